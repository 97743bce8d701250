// The stand-in identity provider's consent page is its own: nobody may frame it, it runs no script, its form posts
// only to the provider and redirects only to the site that pushed the request; it speaks the site's language, keeps
// what was typed when it refuses it, and a request that is gone shows nothing to answer.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { serveStandInIdentityProvider } from './serveStandInIdentityProvider.ts'
import { standInIdentityProvider } from './standInIdentityProvider.ts'

let server: Server
let base: string
beforeAll(async () => {
  server = createServer((request, response) => void serveStandInIdentityProvider(request, response))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => server.close())

const push = () => {
  const { authorizeUrl } = standInIdentityProvider.pushAuthorizationRequest(
    {
      redirectUri: 'http://localhost:3640/de-de/account/',
      state: 'st-1',
      codeChallenge: 'challenge',
      locale: 'de-DE',
      clientName: 'Rentaro',
    },
    'http://localhost:3640',
  )
  return new URL(authorizeUrl).searchParams.get('request_uri')!
}
const post = (form: Record<string, string>) =>
  fetch(`${base}/authorize`, { method: 'POST', body: new URLSearchParams(form), redirect: 'manual' })

describe('the stand-in identity provider’s consent page', () => {
  it('is in the site’s language, may not be framed, runs no script and lets its form lead only to the site', async () => {
    const page = await fetch(`${base}/authorize?request_uri=${encodeURIComponent(push())}`)
    expect(page.status).toBe(200)
    const policy = page.headers.get('content-security-policy')
    expect(policy).toContain("frame-ancestors 'none'")
    expect(policy).toContain("default-src 'none'")
    expect(policy).toContain("form-action 'self' http://localhost:3640")
    const html = await page.text()
    expect(html).toContain('<html lang="de-DE"')
    expect(html).toContain('Mit Example ID anmelden')
    expect(html).toContain('Rentaro möchte Ihren Namen')
    expect(html).not.toContain('<script')
  })

  it('refuses a bad email with a message and the values kept, then sends an allowed answer back with a code and the state', async () => {
    const requestUri = push()
    const refused = await post({ request_uri: requestUri, decision: 'allow', email: 'erika@', firstName: 'Erika', lastName: 'Muster' })
    expect(refused.status).toBe(400)
    const html = await refused.text()
    expect(html).toContain('role="alert"')
    expect(html).toContain('value="Erika"')
    const allowed = await post({
      request_uri: requestUri,
      decision: 'allow',
      email: 'erika@example.com',
      firstName: 'Erika',
      lastName: 'Muster',
    })
    expect(allowed.status).toBe(303)
    const back = new URL(allowed.headers.get('location')!)
    expect(back.origin + back.pathname).toBe('http://localhost:3640/de-de/account/')
    expect(back.searchParams.get('state')).toBe('st-1')
    expect(back.searchParams.get('code')).toMatch(/^[\w-]{20,}$/)
  })

  it('sends a cancel back as access_denied without asking for any field, and a request answered once shows as gone', async () => {
    const requestUri = push()
    const denied = await post({ request_uri: requestUri, decision: 'deny' })
    expect(new URL(denied.headers.get('location')!).searchParams.get('error')).toBe('access_denied')
    const again = await fetch(`${base}/authorize?request_uri=${encodeURIComponent(requestUri)}`)
    expect(again.status).toBe(404)
    expect(await again.text()).toContain('no longer valid')
  })
})
