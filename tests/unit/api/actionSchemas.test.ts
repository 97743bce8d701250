// Every action's body is checked against its request schema in schemas/api/ (the schemas the client's types come
// from): a wrong type or an unknown field is a 400 whose `field` names it, never a value read loosely or ignored.
import { setupServer } from 'msw/node'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { handlers } from '../../../api/handlers.ts'

const server = setupServer(...handlers)
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterAll(() => server.close())

const BASE = 'https://api.example.test'
const contact = { topic: 'booking', name: 'Ann Lee', phone: '+49 30 1234567', message: 'Where do I return the car?', country: 'DE' }
const signUp = { firstName: 'Ana', lastName: 'Lopez', email: 'ana.schema@example.com', password: 'correct-horse' }

const CASES: [string, string, Record<string, unknown>, string][] = [
  [
    'a vote with helpful "true" (a string)',
    '/v1/knowledge-article/feedback',
    { articleId: 'deposit-amount', helpful: 'true', country: 'DE' },
    'helpful',
  ],
  ['a vote without its country', '/v1/knowledge-article/feedback', { articleId: 'deposit-amount', helpful: true }, 'country'],
  [
    'a contact message with a number for its rental agreement',
    '/v1/knowledge-article/contact',
    { ...contact, rentalAgreement: 12345 },
    'rentalAgreement',
  ],
  ['a contact message with an unknown field', '/v1/knowledge-article/contact', { ...contact, cc: 'someone@example.com' }, 'cc'],
  [
    'a contact message with a malformed requestId',
    '/v1/knowledge-article/contact',
    { ...contact, requestId: 'x'.repeat(2000) },
    'requestId',
  ],
  [
    'a campaign registration with an unknown field',
    '/v1/subscription/subscriptioncampaigns/registrations',
    { campaignId: 'x', email: 'a@example.com', country: 'DE', source: 'probe' },
    'source',
  ],
  ['a login with an unknown field', '/v1/auth/login', { email: 'a@example.com', password: 'x', remember: true }, 'remember'],
  ['a sign-up with an unknown field', '/v2/users', { ...signUp, role: 'admin' }, 'role'],
]

describe('action request schemas', () => {
  it.each(CASES)('%s was taken', async (_, path, body, field) => {
    const answer = await fetch(`${BASE}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    expect(answer.status).toBe(400)
    const problem = await answer.json()
    expect(problem).toMatchObject({ field })
    expect(problem.message).toContain(`"${field}"`)
  })
})
