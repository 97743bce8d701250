// Every state-changing endpoint of the reference API takes JSON only and refuses another site's requests, so no page
// elsewhere can post a form (text/plain needs no preflight) or act with a visitor's cookies.
import { setupServer } from 'msw/node'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { handlers } from '../../../api/handlers.ts'

const server = setupServer(...handlers)
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterAll(() => server.close())

const BASE = 'https://api.example.test'

/** Every handler of a method that changes state, with a URL its path matches ("*" and ":name" filled in). */
const actions = handlers
  .map((handler) => handler.info as { method?: unknown; path?: unknown })
  .filter((info) => typeof info.method === 'string' && typeof info.path === 'string' && !['GET', 'HEAD', 'all'].includes(info.method))
  .map((info) =>
    String(info.path)
      .replace(/^\*/, '')
      .replace(/:(\w+)/g, '$1'),
  )
  .map((path) => ({ method: 'POST', path, url: `${BASE}${path}` }))

const contact = {
  topic: 'booking',
  name: 'Ann Lee',
  phone: '+49 30 1234567',
  message: 'Where do I return the car after hours?',
  country: 'DE',
}

describe('cross-site writes', () => {
  it('finds the state-changing endpoints (so the tables below check something)', () => {
    expect(actions.map((action) => action.url)).toEqual(
      expect.arrayContaining([`${BASE}/v1/knowledge-article/contact`, `${BASE}/v1/knowledge-article/feedback`]),
    )
  })

  it.each(actions)('$path accepted a text/plain body (a cross-site form needs no preflight)', async ({ method, url }) => {
    const answer = await fetch(url, { method, headers: { 'content-type': 'text/plain' }, body: JSON.stringify(contact) })
    expect(answer.status).toBe(415)
  })

  it.each(actions)('$path accepted a JSON request from another origin', async ({ method, url }) => {
    const answer = await fetch(url, {
      method,
      headers: { 'content-type': 'application/json', origin: 'https://evil.example.net' },
      body: JSON.stringify(contact),
    })
    expect(answer.status).toBe(403)
  })

  it('a plain form post from another origin to the help contact form was received (201)', async () => {
    const answer = await fetch(`${BASE}/v1/knowledge-article/contact`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', origin: 'https://evil.example.net', 'sec-fetch-site': 'cross-site' },
      body: JSON.stringify(contact),
    })
    expect(answer.status).toBe(403)
  })

  it('a "was this helpful" vote from another site was counted (201)', async () => {
    const answer = await fetch(`${BASE}/v1/knowledge-article/feedback`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', 'sec-fetch-site': 'cross-site' },
      body: JSON.stringify({ articleId: 'deposit-amount', helpful: true, country: 'DE' }),
    })
    expect(answer.status).toBe(403)
  })

  it('the help contact form from its own origin is still received', async () => {
    const answer = await fetch(`${BASE}/v1/knowledge-article/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: BASE, 'sec-fetch-site': 'same-origin' },
      body: JSON.stringify(contact),
    })
    expect(answer.status).toBe(201)
  })
})
