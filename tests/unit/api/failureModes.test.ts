// The reference API's failure modes, and the error values the typed client turns them into.
import { setupServer } from 'msw/node'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseFailureRules } from '../../../api/failureModes.ts'
import { handlers } from '../../../api/handlers.ts'
import { branchListCheck, requestJson } from '../../../features/web-api/index.ts'

const server = setupServer(...handlers)
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterAll(() => server.close())

const context = { endpointBase: 'https://api.example.test', endpointBaseGrpc: '', acceptLanguage: 'en-US', tenantId: 6 }

/** Geosuggest with a failure rule in the header, the way tests and people switch modes. */
function suggest(rule: string, timeoutMs?: number) {
  return requestJson(context, {
    path: '/v1/branch/next/stations/geosuggest',
    check: branchListCheck,
    query: { query: 'berlin', country: 'DE', __api_failure: rule },
    timeoutMs,
  })
}

describe('failure modes', () => {
  it('parses rules with arguments and path fragments', () => {
    expect(parseFailureRules('slow:300@geosuggest|error')).toEqual([
      { mode: 'slow', argument: 300, pathFragment: 'geosuggest' },
      { mode: 'error' },
    ])
    expect(parseFailureRules('nonsense|status:503')).toEqual([{ mode: 'status', argument: 503 }])
  })

  it.each([
    ['error', { kind: 'http', status: 500 }],
    ['status:503', { kind: 'http', status: 503 }],
    ['malformed', { kind: 'malformed', path: '/v1/branch/next/stations/geosuggest', pointer: '', message: 'is not JSON' }],
    ['unexpected', { kind: 'malformed', path: '/v1/branch/next/stations/geosuggest', pointer: '', message: 'must be array' }],
    ['network', { kind: 'network' }],
  ])('"%s" becomes an error value %o, nothing throws', async (rule, error) => {
    expect(await suggest(rule)).toMatchObject({ ok: false, error })
  })

  it('"slow" answers late: within the timeout with data, beyond it a timeout error', async () => {
    const late = await suggest('slow:100')
    expect(late.ok && late.value[0].name).toBe('Berlin Brandenburg Flughafen')
    expect(await suggest('slow:2000', 100)).toMatchObject({ ok: false, error: { kind: 'timeout' } })
  })

  it('a rule for another path leaves the request alone', async () => {
    expect((await suggest('error@rentaloffers')).ok).toBe(true)
  })
})
