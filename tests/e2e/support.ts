import type { ConsoleMessage, Page } from '@playwright/test'

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
 * Waits until every island of the page has hydrated (the runtime sets data-hydrated="true"), but for a folded one that
 * starts when the visitor opens it (data-hydrated="on-open", engine/client/hydrateIslands.ts).
 */
export async function waitForIslands(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[data-island]')].every((island) =>
      ['true', 'on-open'].includes(island.getAttribute('data-hydrated') ?? ''),
    ),
  )
}

export const MOBILE = { width: 375, height: 812 }
export const DESKTOP = { width: 1440, height: 900 }
