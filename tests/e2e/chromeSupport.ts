import AxeBuilder from '@axe-core/playwright'
import axe, { type AxeResults } from 'axe-core'
import { expect, type BrowserContext, type Page } from '@playwright/test'

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']
export const WIDTHS = [375, 960, 1440] as const

/** axe with the suite's WCAG tags, frame by frame (@axe-core/playwright): for a page with iframes, or a part of a page. */
export function axeFor(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).withTags(AXE_TAGS)
}

/**
 * axe's results for the whole page with the suite's WCAG tags. A page of one frame runs axe.run in place, with axe
 * injected once per document: the same rules on the same DOM as AxeBuilder's run, without the blank page its
 * frame-by-frame mode opens to merge the frames' results and without injecting axe twice per run (about a second less
 * per run on the loaded 2-core machine, with equal results). A page with iframes (the payment provider's card form, a
 * video player, the studio's preview) still runs frame by frame, so frames of another origin are checked too.
 */
export async function axeResults(page: Page): Promise<AxeResults> {
  if (page.frames().length > 1) return axeFor(page).analyze()
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source)
  return page.evaluate(
    (tags) => (window as unknown as { axe: typeof axe }).axe.run(document, { runOnly: { type: 'tag', values: tags } }),
    AXE_TAGS,
  )
}

export async function expectNoAxeViolations(page: Page, label: string): Promise<void> {
  const results = await axeResults(page)
  expect(results.passes.length, 'axe ran its rules').toBeGreaterThan(0)
  const summary = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n` +
      violation.nodes.map((node) => `    ${node.target.join(' ')} — ${node.failureSummary?.replace(/\n/g, ' ')}`).join('\n'),
  )
  expect(results.violations, `axe violations on ${label}:\n${summary.join('\n')}`).toEqual([])
}

/** The page is no wider than the viewport; names the elements that stick out. */
export async function expectNoHorizontalScroll(page: Page, label: string): Promise<void> {
  const measured = await page.evaluate(() => {
    const root = document.documentElement
    const widest = [...document.body.querySelectorAll('*')]
      .filter((element) => element.checkVisibility() && element.getBoundingClientRect().right > root.clientWidth + 0.5)
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className} right=${Math.round(element.getBoundingClientRect().right)}`)
    return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth, widest }
  })
  expect(measured.scrollWidth, `horizontal overflow on ${label}: ${measured.widest.join('; ')}`).toBeLessThanOrEqual(measured.clientWidth)
}

/** Fails the test on any request that leaves the local site (no third party may be reached in tests). */
export function forbidThirdPartyRequests(page: Page): string[] {
  const offenders: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (!['localhost', '127.0.0.1'].includes(url.hostname) && !url.protocol.startsWith('data')) offenders.push(request.url())
  })
  return offenders
}

/** Stores a consent choice before the page loads, as a returning visitor has it. */
export async function giveConsent(context: BrowserContext, baseURL: string, choice: 'all' | 'limited' = 'all'): Promise<void> {
  await context.addCookies([{ name: 'sx_consent', value: choice, url: baseURL }])
}

/** The chrome script has started (menu, consent, prefetch wired). */
export async function waitForChrome(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-chrome', 'ready')
}

/**
 * Waits for the islands that hydrate on load or when idle; "visible" ones below the fold hydrate only when scrolled to,
 * and those waiting for the visitor (folded, or on intent: tests/e2e/support.ts wakeAndWaitForIsland) when woken.
 */
export async function waitForEagerIslands(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLElement>('[data-island]')].every(
      (island) => island.dataset.hydrate?.startsWith('visible') || ['true', 'on-open', 'intent'].includes(island.dataset.hydrated ?? ''),
    ),
  )
}
