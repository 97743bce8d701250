// Protects the booking funnel's lazy steps (issue 28 §3): the offers list, where every search starts, loads no code of
// the later steps; pointing at an offer's button fetches the extras step, which then shows when the offer is chosen.
import { expect, test } from '@playwright/test'
import { answerCookieBanner, isoInDays } from './bookingSupport.ts'
import { expectStep, text } from './funnelSupport.ts'

const STEP_CHUNK = /\/web-apps\/shared\/(ExtrasStep|ReservationStep|Confirmation)-[\w-]+\.js$/

test('de-de: the offers step fetches the extras step only when an offer is pointed at, and shows it when chosen', async ({ page }) => {
  const stepChunks: string[] = []
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname
    if (STEP_CHUNK.test(path)) stepChunks.push(path.replace(/-[\w-]+\.js$/, ''))
  })
  await page.goto(`/de-de/booking/?branch=de-muc-airport&pickupAt=${isoInDays(8)}T12%3A30&returnAt=${isoInDays(11)}T08%3A30`)
  await answerCookieBanner(page)
  await expectStep(page, text('de-de', 'phoenix.offersHeading'))
  const choose = page.getByRole('button', { name: text('de-de', 'phoenix.choose') }).first()
  await expect(choose).toBeVisible()
  expect(stepChunks).toEqual([])
  const extras = page.waitForRequest((request) => /\/ExtrasStep-[\w-]+\.js$/.test(new URL(request.url()).pathname))
  await choose.hover()
  await extras
  await choose.click()
  await expectStep(page, text('de-de', 'phoenix.extrasHeading'))
  // While the visitor is on the extras step, the driver step comes.
  await expect.poll(() => stepChunks).toContain('/web-apps/shared/ReservationStep')
})
