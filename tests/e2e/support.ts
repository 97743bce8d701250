import { type ConsoleMessage, expect, type Page } from '@playwright/test'

/** Collects console errors and uncaught page errors from the moment it is called. */
export function collectErrors(page: Page, options: { ignore?: (message: ConsoleMessage) => boolean } = {}): string[] {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() !== 'error') return
    if (options.ignore?.(message)) return
    errors.push(`console.error: ${message.text()} (${message.location().url})`)
  })
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`))
  return errors
}

/**
 * Waits until every island of the page has hydrated (the runtime sets data-hydrated="true"), but for those that wait for
 * the visitor (engine/client/hydrateIslands.ts): a folded one starts when opened (data-hydrated="on-open"), an 'intent'
 * one at the first pointer, touch, focus or key inside it (data-hydrated="intent"). With `wake`, those intent islands
 * are woken first and waited for too, for a test that checks what every island's code does (CSP, errors).
 */
export async function waitForIslands(page: Page, { wake = false }: { wake?: boolean } = {}): Promise<void> {
  if (wake) await wakeIslands(page, '[data-island][data-hydrated="intent"]')
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[data-island]')].every((island) =>
      ['true', 'on-open', 'intent'].includes(island.getAttribute('data-hydrated') ?? ''),
    ),
  )
}

/**
 * Wakes the islands of block `name` as a visitor's pointer would (a pointerover inside each) and waits until they have
 * hydrated: for a test that drives an 'intent' island (the booking search) and needs its React behaviour, not the
 * server form. An island already hydrated or on its way is left as it is.
 */
export async function wakeAndWaitForIsland(page: Page, name: string): Promise<void> {
  const islands = page.locator(`[data-island="${name}"]`)
  // The runtime marks intent islands once it has looked at them: wait for that before waking, or the event is missed.
  await expect(islands.first()).toHaveAttribute('data-hydrated', /.+/)
  await wakeIslands(page, `[data-island="${name}"][data-hydrated="intent"]`)
  for (const island of await islands.all()) await expect(island).toHaveAttribute('data-hydrated', 'true')
}

async function wakeIslands(page: Page, selector: string): Promise<void> {
  await page.evaluate((selector) => {
    for (const island of document.querySelectorAll(selector))
      (island.firstElementChild ?? island).dispatchEvent(new PointerEvent('pointerover', { bubbles: true }))
  }, selector)
}

export const MOBILE = { width: 375, height: 812 }
export const DESKTOP = { width: 1440, height: 900 }
