import type { APIRequestContext } from '@playwright/test'

/** The sitemaps the served site publishes: sitemap.xml (the index) and every file it names, fetched as a crawler would. */
export async function fetchSitemaps(request: APIRequestContext): Promise<{ index: string; files: Map<string, string> }> {
  const index = await (await request.get('/sitemap.xml')).text()
  const files = new Map<string, string>()
  for (const [, loc] of index.matchAll(/<sitemap><loc>([^<]+)<\/loc>/g)) {
    const path = new URL(loc.replace(/&amp;/g, '&')).pathname
    files.set(path, await (await request.get(path)).text())
  }
  return { index, files }
}

/** Every `<url>` entry of the published sitemaps, joined: what a test looks for a page's URL in. */
export async function allSitemapEntries(request: APIRequestContext): Promise<string> {
  const { files } = await fetchSitemaps(request)
  return [...files.values()].flatMap((xml) => xml.match(/<url>.*<\/url>/g) ?? []).join('\n')
}
