import { expect, test } from '@playwright/test'
import { collectErrors, waitForIslands } from './support.ts'

// Issue 28 §3: the home page's booking search hydrates on intent (engine/client/whenIntent.ts); until the visitor reaches
// for it, its server HTML is the search and no framework is fetched: React DOM, or in the browser build Preact's
// compatibility layer that stands in for it (tools/vite/preactInBrowserPlugin.ts), both with React's element symbol.
const REACT_DOM = /react\.(transitional\.)?element|__reactContainer/

// The cookie choice made beforehand: a click on the banner would leave the pointer where the search then is (a hover).
test.beforeEach(async ({ context }) => {
  await context.addCookies([{ name: 'sx_consent', value: 'limited', domain: 'localhost', path: '/' }])
})

test('the home page fetches no react-dom until the visitor reaches for the search, then hydrates it', async ({ page }) => {
  const errors = collectErrors(page)
  // Every script, whether the page asked for it or Vite's preload helper did (a modulepreload link is no 'script'
  // request): its body is read before each check, so a late one is not missed.
  const scripts: string[] = []
  const reading: Promise<void>[] = []
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname
    if (!path.endsWith('.js')) return
    reading.push(
      response.text().then(
        (text) => void (REACT_DOM.test(text) && scripts.push(path)),
        () => undefined,
      ),
    )
  })
  await page.goto('/de-de/')
  const search = page.locator('[data-island="booking-container"]')
  await expect(search).toHaveAttribute('data-hydrate', 'intent')
  // The islands that start by themselves do; this one says it waits for the visitor.
  await waitForIslands(page)
  await page.waitForLoadState('networkidle')
  await expect(search).toHaveAttribute('data-hydrated', 'intent')
  await Promise.all(reading)
  expect(scripts, 'react-dom before any intent').toEqual([])

  await search.getByRole('combobox', { name: 'Abholort' }).hover()
  await expect(search).toHaveAttribute('data-hydrated', 'true')
  await page.waitForLoadState('networkidle')
  await Promise.all(reading)
  expect(scripts.length, 'react-dom once the visitor points at the search').toBeGreaterThan(0)
  expect(errors).toEqual([])
})

test('text typed into the search before it hydrates is kept, with focus and caret, and the search answers it', async ({ page }) => {
  const errors = collectErrors(page)
  await page.goto('/de-de/')
  const search = page.locator('[data-island="booking-container"]')
  await expect(search).toHaveAttribute('data-hydrated', 'intent')
  await page.waitForLoadState('networkidle')
  // A slow network: the island's chunks arrive a second and a half after the visitor started typing.
  await page.route('**/assets/**/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500))
    await route.continue()
  })
  const field = search.getByRole('combobox', { name: 'Abholort' })
  await field.focus()
  await field.pressSequentially('Münch', { delay: 30 })
  await field.press('ArrowLeft')
  // Typed into the server HTML: the island has not hydrated yet.
  await expect(search).toHaveAttribute('data-hydrated', 'intent')

  await expect(search).toHaveAttribute('data-hydrated', 'true', { timeout: 15_000 })
  await expect(field).toHaveValue('Münch')
  await expect(field).toBeFocused()
  expect(await field.evaluate((input: HTMLInputElement) => [input.selectionStart, input.selectionEnd])).toEqual([4, 4])
  // The component heard the typing: its suggestions for "Münch" open.
  await expect(
    page
      .getByRole('listbox')
      .getByRole('option', { name: /^München/ })
      .first(),
  ).toBeVisible()
  expect(errors).toEqual([])
})
