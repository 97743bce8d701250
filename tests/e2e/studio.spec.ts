// Protects the studio (npm run studio, issue 29): a market manager changes a page's text through a form generated from
// the schemas, sees the preview change, and finds only that line changed in git; an invalid value is refused with the
// schema's message and nothing is written. It also takes the studio's screenshots at 1440 px.
import { expect, type Page, test } from '@playwright/test'
import { fileURLToPath } from 'node:url'
import { expectNoAxeViolations } from './chromeSupport.ts'
import { DESKTOP } from './support.ts'
import { type Studio, startStudio } from './studioSupport.ts'

const SHOTS = fileURLToPath(new URL('./screenshots/', import.meta.url))
const FR_CH_AIRPORT = '/studio/?market=ch&language=fr&page=airport-promotion'
const NEW_TITLE = 'Atterrissez, la voiture vous attend'

test.describe.configure({ mode: 'serial' })

let studio: Studio
test.beforeAll(async () => {
  test.setTimeout(240_000)
  studio = await startStudio()
})
test.afterEach(async () => {
  const testInfo = test.info()
  if (testInfo.status !== testInfo.expectedStatus && studio)
    await testInfo.attach('studio output', { body: studio.output(), contentType: 'text/plain' })
})
test.afterAll(async () => {
  await studio?.stop()
})

/** The frame of a page's preview, once its document has rendered. */
async function preview(page: Page, path: string) {
  const frame = page.frameLocator(`iframe[title="Preview of ${path}"]`)
  await expect(frame.locator('h1')).toBeVisible({ timeout: 60_000 })
  return frame
}

test('the fr-ch airport promotion title changes through the form, in the preview, and as one line in git', async ({ page }) => {
  test.setTimeout(180_000)
  await page.setViewportSize(DESKTOP)
  await page.goto(studio.url(FR_CH_AIRPORT))
  const frame = await preview(page, '/fr-ch/aeroport/')
  await expect(frame.locator('h1')).toHaveText('Atterrissez, récupérez, roulez')
  await page.screenshot({ path: `${SHOTS}studio-browse-1440.png` })

  // Explain: the hero's title is a translation key whose French text is written in the fr-FR bundle.
  await page.getByRole('button', { name: /^hero/ }).click()
  const explain = page.getByRole('tabpanel')
  await expect(explain.getByText('/page/blocks/0/props/title', { exact: true })).toBeVisible()
  await expect(explain.getByText(/Key airportPromotion\.title in fr-FR/)).toBeVisible()
  await expectNoAxeViolations(page, 'studio explain panel')
  await explain.getByText('/page/blocks/0/props/title', { exact: true }).scrollIntoViewIfNeeded()
  await page.screenshot({ path: `${SHOTS}studio-explain-1440.png` })

  // Edit: the title field shows its text in every language; the French one is saved.
  await page.getByRole('tab', { name: 'Edit' }).click()
  const title = page.locator('.translation-key', { has: page.getByRole('textbox', { name: 'title', exact: true }) })
  await title.getByText('Text in every language').click()
  const french = title.getByRole('textbox', { name: /^fr-FR text/ })
  await expect(french).toHaveValue('Atterrissez, récupérez, roulez')
  await french.fill(NEW_TITLE)
  await title.getByRole('button', { name: 'Save fr-FR text' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Saved: 1 line(s) changed in locales/fr-FR/translations.json' })).toBeVisible()

  // The preview renders the new text (the dev pipeline reloads the page the change affects).
  await expect((await preview(page, '/fr-ch/aeroport/')).locator('h1')).toHaveText(NEW_TITLE, { timeout: 60_000 })
  // git diff: the one line of the French title, nothing else, in no other file.
  const diff = studio.diff()
  expect(diff).toMatch(/^diff --git a\/locales\/fr-FR\/translations\.json b\/locales\/fr-FR\/translations\.json$/m)
  expect(diff.match(/^diff --git/gm)).toHaveLength(1)
  const changed = diff.split('\n').filter((line) => /^[-+](?![-+])/.test(line))
  expect(changed).toEqual([expect.stringMatching(/^- {4}"title": "Atterrissez, récupérez, roulez",$/), `+    "title": "${NEW_TITLE}",`])
})

test('an invalid value is refused with the schema message and nothing is written', async ({ page }) => {
  await page.setViewportSize(DESKTOP)
  await page.goto(studio.url(FR_CH_AIRPORT))
  await preview(page, '/fr-ch/aeroport/')
  await page.getByRole('button', { name: /^hero/ }).click()
  await page.getByRole('tab', { name: 'Edit' }).click()
  const before = studio.diff()
  const key = page.getByRole('textbox', { name: 'title', exact: true })
  await key.fill('Bad key!')
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.getByRole('alert')).toContainText(
    'must be a translation key such as "airportPromotion.title" (letters, digits and dots)',
  )
  expect(studio.diff()).toBe(before)
})

test('screenshots: three markets side by side, and a markup text with its rendering', async ({ page }) => {
  test.setTimeout(180_000)
  await page.setViewportSize(DESKTOP)
  await page.goto(studio.url(`${FR_CH_AIRPORT}&compare=ch,de,fr`))
  for (const path of ['/fr-ch/aeroport/', '/de-de/flughafen/', '/fr-fr/airport/']) await preview(page, path)
  await page.screenshot({ path: `${SHOTS}studio-compare-1440.png` })

  await page.goto(studio.url('/studio/?market=de&language=de&page=privacy'))
  await preview(page, '/de-de/informationen/datenschutzhinweise/')
  await page.getByRole('button', { name: /^rich-text/ }).click()
  await page.getByRole('tab', { name: 'Edit' }).click()
  await page.getByText('Text in every language').first().click()
  const german = page.locator('.translation-row', { has: page.getByRole('textbox', { name: /^de-DE text/ }) })
  await expect(german.getByRole('region', { name: 'Rendered markup' })).toBeVisible({ timeout: 30_000 })
  await german.evaluate((row) => row.scrollIntoView({ block: 'start' }))
  await expectNoAxeViolations(page, 'studio form with a markup preview')
  await page.screenshot({ path: `${SHOTS}studio-form-markup-1440.png` })
})
