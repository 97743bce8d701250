/**
 * Dev server only (added to every page it serves, pagesPlugin.ts): reloads this page when a saved file affects it
 * (renderedPages.ts sends the affected URLs), and leaves the other open pages, and what the author typed in them, alone.
 */
const PAGES_CHANGED_EVENT = 'site:pages-changed'

if (import.meta.hot)
  import.meta.hot.on(PAGES_CHANGED_EVENT, ({ urls }: { urls: string[] }) => {
    if (urls.includes(location.pathname)) location.reload()
  })
