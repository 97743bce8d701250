// The headers a page is served with are all understood by Chromium (Debian's, as the browser tests use): it warned
// "Unrecognized feature: 'bluetooth'" on every page, and a feature it does not know it does not switch off either.
import { chromium, type Browser } from '@playwright/test'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { PERMISSIONS_POLICY } from '../../engine/node/delivery/securityHeaders.ts'
import { PAGE, startServedSite, type ServedSite } from './servedSiteFixture.ts'

declare global {
  interface Document {
    /** Chromium's view of the Permissions-Policy (https://developer.chrome.com/docs/privacy-security/permissions-policy). */
    featurePolicy: { features(): string[]; allowsFeature(feature: string, origin?: string): boolean }
  }
}

let site: ServedSite
let browser: Browser
beforeAll(async () => {
  site = await startServedSite()
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  })
})
afterAll(async () => {
  await browser?.close()
  await site?.stop()
})

it('the Permissions-Policy named a feature Chromium does not know (bluetooth): every feature is known and switched off (geolocation for the page itself only), and the page logs no header warning', async () => {
  const page = await browser.newPage()
  const messages: string[] = []
  page.on('console', (message) => messages.push(`${message.type()}: ${message.text()}`))
  const response = await page.goto(`${site.origin}${PAGE}`)
  expect(response?.headers()['permissions-policy']).toBe(PERMISSIONS_POLICY)
  const features = PERMISSIONS_POLICY.split(',').map((directive) => directive.trim().split('=')[0])
  const known = await page.evaluate(() => document.featurePolicy.features())
  expect(features.filter((feature) => !known.includes(feature))).toEqual([])
  const allowed = await page.evaluate((names) => names.filter((name) => document.featurePolicy.allowsFeature(name)), features)
  // Only the page itself may ask for the position (the booking search's "use my location"); no other origin's frame may.
  expect(allowed).toEqual(['geolocation'])
  expect(await page.evaluate(() => document.featurePolicy.allowsFeature('geolocation', 'https://maps.example.com'))).toBe(false)
  // Chromium logs header problems while the page loads; a reload gives late ones time to arrive.
  await page.reload()
  expect(messages.filter((message) => /policy|unrecognized|strict-transport/i.test(message))).toEqual([])
  await page.close()
})
