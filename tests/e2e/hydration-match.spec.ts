// The server renders an island with React and the browser hydrates it with Preact (tools/vite/preactInBrowserPlugin.ts):
// where the browser's first render differs from the server's HTML, Preact rewrites the page's markup silently (a
// branch page's category links became plain text). This watches every React island while it hydrates and fails on
// any node the hydration added, removed or rewrote that a visitor could tell: not the empty comments React writes
// between two texts, an empty text, or the contents of a <noscript> (never shown where the island runs). A plain-DOM
// island (an enhancer) is not hydrated but changes the page by design, and is not watched.
import { expect, test } from '@playwright/test'
import { waitForIslands } from './support.ts'

const PAGES = [
  '/de-de/',
  '/en-us/',
  '/de-de/mietwagen/muenchen-city/',
  '/de-de/flughafen/',
  '/de-de/plus/',
  '/de-de/help-center/',
  '/de-de/help-center/articles/fuel-policy/',
  '/de-de/help-center/contact/',
  '/de-de/help-center/search/?q=Kaution',
  '/en-us/ride/',
  '/en-us/plus/',
  '/de-de/manage-booking/',
  '/en-us/manage-booking/',
  '/de-de/reservation/',
  '/ar-ae/',
]

declare global {
  interface Window {
    hydrationChanges?: string[]
  }
}

for (const path of PAGES) {
  test(`${path}: every island hydrates to the server's HTML without changing it`, async ({ page }) => {
    await page.addInitScript(() => {
      const changes: string[] = []
      window.hydrationChanges = changes
      // What a visitor could tell apart: not React's empty comments between two texts, nor an empty or blank text.
      const describe = (node: Node) =>
        node.nodeType === Node.COMMENT_NODE || (node.nodeType === Node.TEXT_NODE && node.textContent?.trim() === '')
          ? ''
          : node.nodeType === Node.TEXT_NODE
            ? `text ${JSON.stringify(node.textContent)}`
            : `<${node.nodeName.toLowerCase()}>`
      document.addEventListener('DOMContentLoaded', () => {
        const modules = JSON.parse(document.getElementById('island-modules')?.textContent ?? '{}') as Record<string, { enhancer?: boolean }>
        for (const island of document.querySelectorAll<HTMLElement>('[data-island]')) {
          const name = island.dataset.island ?? ''
          if (modules[name]?.enhancer) continue
          const observer = new MutationObserver((records) => {
            for (const record of records) {
              // The runtime marks the island hydrated right after the hydration: what follows is the island's own work.
              if (record.target === island && record.attributeName === 'data-hydrated' && island.dataset.hydrated === 'true') {
                observer.disconnect()
                return
              }
              if (record.target.nodeName === 'NOSCRIPT') continue
              if (record.type === 'childList') {
                const nodes = [...record.addedNodes, ...record.removedNodes].map(describe).filter(Boolean)
                if (nodes.length > 0) changes.push(`${name}: ${nodes.join(', ')} in <${record.target.nodeName.toLowerCase()}>`)
              } else if (record.type === 'characterData')
                changes.push(`${name}: text "${record.oldValue}" became "${record.target.textContent}"`)
            }
          })
          observer.observe(island, {
            childList: true,
            subtree: true,
            characterData: true,
            characterDataOldValue: true,
            attributes: true,
            attributeFilter: ['data-hydrated'],
          })
        }
      })
    })
    await page.goto(path)
    // Islands below the fold hydrate once in view: each is brought there in turn.
    for (const island of await page.locator('[data-island]').all())
      await island
        .locator('> *')
        .first()
        .scrollIntoViewIfNeeded()
        .catch(() => undefined)
    await waitForIslands(page, { wake: true })
    expect(await page.evaluate(() => window.hydrationChanges)).toEqual([])
  })
}
