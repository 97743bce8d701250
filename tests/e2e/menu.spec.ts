// Protects the burger menu of SPEC §2 and §4 for keyboard and pointer users: open, accordion with one item open,
// Escape, focus in and back, overlay and link clicks close it, and the page lock is released afterwards.
import { expect, test, type Page } from '@playwright/test'
import { collectErrors } from './support.ts'
import { expectNoAxeViolations, giveConsent, waitForChrome } from './chromeSupport.ts'

const URL_UNDER_TEST = '/de-de/navigation-test/'

const focused = (page: Page) =>
  page.evaluate(() =>
    document.activeElement?.closest('[data-menu-group-toggle], [data-menu-toggle], a')
      ? (document.activeElement as HTMLElement).innerText.trim() || document.activeElement!.getAttribute('aria-label')
      : document.activeElement?.tagName,
  )
const scrollLocked = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.body).overflow === 'hidden' || document.documentElement.hasAttribute('data-scroll-locked'))

test.beforeEach(async ({ context, baseURL }) => giveConsent(context, baseURL!))

test('keyboard only at 375 px: open, walk the accordion, close with Escape, lock released', async ({ page }) => {
  const errors = collectErrors(page)
  await page.setViewportSize({ width: 375, height: 812 })
  await page.goto(URL_UNDER_TEST)
  await waitForChrome(page)
  const toggle = page.locator('[data-menu-toggle]')
  await expect(toggle).toHaveAccessibleName('Hauptmenü')
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')

  // Tab from the top of the page to the burger.
  for (let step = 0; step < 10 && !(await toggle.evaluate((element) => element === document.activeElement)); step++)
    await page.keyboard.press('Tab')
  await expect(toggle).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  const menu = page.locator('#site-menu')
  await expect(menu).toBeVisible()
  expect(await scrollLocked(page)).toBe(true)
  await expect(page.locator('main')).toHaveJSProperty('inert', true)

  // Focus moved into the menu: the first accordion item.
  const groups = menu.locator('[data-menu-group-toggle]')
  await expect(groups.first()).toBeFocused()
  await expect(groups.first()).toHaveAttribute('aria-expanded', 'false')
  const firstLinks = menu.locator('#site-menu-group-0 a')
  await expect(firstLinks.first()).toBeHidden()

  await page.keyboard.press('Enter')
  await expect(groups.first()).toHaveAttribute('aria-expanded', 'true')
  await expect(firstLinks.first()).toBeVisible()
  await page.keyboard.press('Tab')
  await expect(firstLinks.first()).toBeFocused()

  // Walk past the first group's links to the second item and open it: only one item stays open.
  const linkCount = await firstLinks.count()
  for (let step = 1; step < linkCount; step++) await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  await expect(groups.nth(1)).toBeFocused()
  await page.keyboard.press('Space')
  await expect(groups.nth(1)).toHaveAttribute('aria-expanded', 'true')
  await expect(groups.first()).toHaveAttribute('aria-expanded', 'false')
  await expect(firstLinks.first()).toBeHidden()

  // Activating the open item closes all.
  await page.keyboard.press('Enter')
  await expect(menu.locator('[data-menu-group-toggle][aria-expanded="true"]')).toHaveCount(0)
  // The closing item collapses for 300 ms (SPEC §9); axe looks once its links are gone, not mid-animation.
  await expect(menu.locator('#site-menu-group-1 a').first()).toBeHidden()

  await expectNoAxeViolations(page, `${URL_UNDER_TEST} with the menu open`)

  await page.keyboard.press('Escape')
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  await expect(toggle).toBeFocused()
  await expect(menu).toBeHidden()
  await expect.poll(() => scrollLocked(page)).toBe(false)
  await expect(page.locator('main')).toHaveJSProperty('inert', false)
  expect(await focused(page)).toBe('Hauptmenü')
  expect(errors).toEqual([])
})

test('the overlay closes the menu and the page scrolls again', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.goto('/de-de/')
  await waitForChrome(page)
  await page.locator('[data-menu-toggle]').click()
  const overlay = page.locator('[data-menu-overlay]')
  await expect(overlay).toBeVisible()
  await expect(overlay).toHaveCSS('background-color', 'rgba(0, 0, 0, 0.5)')
  expect(await scrollLocked(page)).toBe(true)
  await overlay.click({ position: { x: 20, y: 880 } })
  await expect(page.locator('#site-menu')).toBeHidden()
  await expect(overlay).toBeHidden()
  await expect.poll(() => scrollLocked(page)).toBe(false)
})

test('above the breakpoint the groups are columns with every link visible', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.goto(URL_UNDER_TEST)
  await waitForChrome(page)
  await page.locator('[data-menu-toggle]').click()
  const menu = page.locator('#site-menu')
  await expect(menu.locator('[data-menu-group-toggle]').first()).toBeHidden()
  await expect(menu.locator('.column-heading').first()).toBeVisible()
  const links = menu.locator('a')
  for (let index = 0; index < (await links.count()); index++) await expect(links.nth(index)).toBeVisible()
  const tops = await menu
    .locator('[data-menu-group]')
    .evaluateAll((groups) => groups.map((group) => Math.round(group.getBoundingClientRect().top)))
  expect(new Set(tops).size, 'groups side by side').toBe(1)
})

test('a link click closes the menu and goes to the page', async ({ page }) => {
  await page.setViewportSize({ width: 960, height: 900 })
  await page.goto(URL_UNDER_TEST)
  await waitForChrome(page)
  await page.locator('[data-menu-toggle]').click()
  await page.locator('#site-menu').getByRole('link', { name: 'Flughafenangebote' }).click()
  await expect(page).toHaveURL(/\/de-de\/flughafen\/$/)
  await expect(page.locator('#site-menu')).toBeHidden()
  await expect(page.locator('[data-menu-toggle]')).toHaveAttribute('aria-expanded', 'false')
})
