// The stand-in provider's pages are its own: only the site that opened the session may frame them, they run only the
// provider's script, they tell the parent a status (never a card detail), and a bad card is refused at the form.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expiryOf, serveStandInProvider } from './serveStandInProvider.ts'
import { standInProvider } from './standInProvider.ts'

let server: Server
let base: string
beforeAll(async () => {
  server = createServer((request, response) => void serveStandInProvider(request, response))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => server.close())

let run = 0
const open = () =>
  standInProvider.openSession({
    amount: { amount: 99.5, currency: 'EUR' },
    reference: `pages-${++run}`,
    siteOrigin: 'http://localhost:3640',
    locale: 'de-DE',
  })
const post = (path: string, form: Record<string, string>) =>
  fetch(`${base}${path}`, { method: 'POST', body: new URLSearchParams(form), redirect: 'manual' })

describe('the stand-in provider pages', () => {
  it('may be framed only by the site of the session, and post their status to exactly that origin', async () => {
    const session = open()
    const page = await fetch(`${base}/card?session=${session.id}`)
    expect(page.headers.get('content-security-policy')).toContain('frame-ancestors http://localhost:3640')
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'")
    expect(page.headers.get('x-frame-options')).toBeNull()
    const html = await page.text()
    expect(html).toContain('data-parent-origin="http://localhost:3640"')
    expect(html).toContain('data-status="ready"')
    expect(html).toContain('99,50')
  })

  it('says a decline and its reason on the form again, and never writes the card number back', async () => {
    const session = open()
    const answer = await post('/card', { session: session.id, number: '4000 0000 0000 9995', expiry: '12/40', cvc: '123' })
    expect(answer.status).toBe(303)
    const html = await (await fetch(`${base}${answer.headers.get('location')}`)).text()
    expect(html).toContain('data-status="declined" data-reason="insufficientFunds"')
    expect(html).not.toContain('9995')
  })

  it('refuses a number that fails the Luhn check, a bad expiry or security code at the form (400), authorising nothing', async () => {
    const session = open()
    for (const card of [
      { number: '4242424242424241', expiry: '12/40', cvc: '123' },
      { number: '4242424242424242', expiry: '13/40', cvc: '123' },
      { number: '4242424242424242', expiry: '12/40', cvc: '12' },
    ])
      expect((await post('/card', { session: session.id, ...card })).status).toBe(400)
    expect(standInProvider.session(session.id)?.status).toBe('open')
  })

  it('leads the 3-D Secure card to the challenge, and its approval to the authorised page', async () => {
    const session = open()
    const challenge = await post('/card', { session: session.id, number: '4000000000003220', expiry: '12/40', cvc: '123' })
    expect(challenge.headers.get('location')).toBe(`/challenge?session=${session.id}`)
    expect(await (await fetch(`${base}/challenge?session=${session.id}`)).text()).toContain('data-status="challenge"')
    const done = await post('/challenge', { session: session.id, answer: 'approve' })
    expect(done.headers.get('location')).toBe(`/done?session=${session.id}`)
    expect(standInProvider.session(session.id)?.status).toBe('authorised')
  })

  it('answers an unknown session 404', async () => {
    expect((await fetch(`${base}/card?session=ps_nothing`)).status).toBe(404)
  })

  it('reads expiry dates as the last day of their month', () => {
    expect(expiryOf('11/26', new Date('2026-11-30T12:00Z'))).toEqual({ valid: true, expired: false })
    expect(expiryOf('10/26', new Date('2026-11-01T00:00Z'))).toEqual({ valid: true, expired: true })
    expect(expiryOf('1326').valid).toBe(false)
  })
})
