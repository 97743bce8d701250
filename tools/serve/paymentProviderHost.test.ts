// `npm run serve` answers the payment provider's host (pay.localhost:<port>) as the stand-in provider, with the
// provider's own headers (frame-ancestors: the site of the session, no X-Frame-Options), and the site's host as the
// site: the card form is on another origin than every page (docs/payments.md).
import { afterEach, describe, expect, it } from 'vitest'
import { standInProvider } from '../../api/payments/standInProvider.ts'
import { rawAnswer } from './rawAnswer.ts'
import { PAGE, startServedSite, type ServedSite } from './servedSiteFixture.ts'

let site: ServedSite | undefined
afterEach(async () => {
  await site?.stop()
  site = undefined
})

describe('the provider host of the served site', () => {
  it('serves the card form on pay.localhost and the site on localhost', async () => {
    site = await startServedSite()
    const session = standInProvider.openSession({
      amount: { amount: 10, currency: 'EUR' },
      reference: 'served-host',
      siteOrigin: `http://localhost:${site.port}`,
      locale: 'en-US',
    })
    const card = await rawAnswer(site.port, `/card?session=${session.id}`, { host: `pay.localhost:${site.port}` })
    expect(card.status).toBe(200)
    expect(card.headers['content-security-policy']).toContain(`frame-ancestors http://localhost:${site.port}`)
    expect(card.headers['x-frame-options']).toBeUndefined()
    expect(card.body).toContain('data-status="ready"')
    const page = await rawAnswer(site.port, PAGE, { host: `localhost:${site.port}` })
    expect(page.status).toBe(200)
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN')
    expect(page.body).not.toContain('data-status')
    // The site's pages are not the provider's: a page path on the provider host is no page.
    expect((await rawAnswer(site.port, PAGE, { host: `pay.localhost:${site.port}` })).status).toBe(404)
  })
})
