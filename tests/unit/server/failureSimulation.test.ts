// `npm run serve` ignores the reference API's failure rules (api/failureModes.ts) unless API_FAILURE_SIMULATION=on:
// otherwise any visitor could make the API fail for themselves or hold a page's connection for 30 s.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServedFixture, type ServedFixture } from './startServedFixture.ts'

const GEOIP = '/api/v1/apps/geoip'
const RULES: [string, RequestInit['headers'], string][] = [
  ['the x-api-failure header', { 'x-api-failure': 'status:503' }, GEOIP],
  ['the api-failure cookie', { cookie: 'api-failure=status:503' }, GEOIP],
  ['the __api_failure query parameter', {}, `${GEOIP}?__api_failure=status:503`],
]

describe('npm run serve, as deployed', () => {
  let served: ServedFixture
  beforeAll(async () => {
    served = await startServedFixture()
  })
  afterAll(() => served?.stop())

  it.each(RULES)('a failure rule in %s switched the served API into failure (503)', async (_, headers, path) => {
    expect((await fetch(`${served.origin}${path}`, { headers })).status).toBe(200)
  })

  it('x-api-failure: slow:30000 held an API answer for 30 s', async () => {
    // Answered at once: the rule is not read. Before, this request waited out the test's own timeout.
    const answer = await fetch(`${served.origin}${GEOIP}`, { headers: { 'x-api-failure': 'slow:30000' } })
    expect(answer.status).toBe(200)
  })
})

describe('npm run serve with API_FAILURE_SIMULATION=on (the browser tests)', () => {
  let served: ServedFixture
  beforeAll(async () => {
    served = await startServedFixture({ env: { API_FAILURE_SIMULATION: 'on' } })
  })
  afterAll(() => served?.stop())

  it.each(RULES)('takes a failure rule in %s', async (_, headers, path) => {
    expect((await fetch(`${served.origin}${path}`, { headers })).status).toBe(503)
  })
})
