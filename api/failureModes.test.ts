// Protects the "slow" failure mode's delay: 10 s without an argument, the argument otherwise, never beyond SLOW_MAX_MS.
import { describe, expect, it } from 'vitest'
import { failureRuleFor, parseFailureRules, SLOW_MAX_MS, slowDelayMs } from './failureModes.ts'

describe('slowDelayMs', () => {
  it.each([
    ['slow', 10_000],
    ['slow:250', 250],
    ['slow:0', 0],
    [`slow:${SLOW_MAX_MS + 1}`, SLOW_MAX_MS],
    ['slow:99999999', SLOW_MAX_MS],
  ])('%s waits %d ms', (rule, expected) => {
    expect(slowDelayMs(parseFailureRules(rule)[0])).toBe(expected)
  })
})

describe('failureRuleFor', () => {
  // npm run serve no longer reads rules unless asked (tests/unit/server/failureSimulation.test.ts), so the served-site
  // probe of a malformed cookie no longer reaches this parser: it is checked here.
  it('a malformed api-failure cookie is no rule (it answered 500)', () => {
    const request = new Request('http://localhost/api/v1/apps/geoip', { headers: { cookie: 'api-failure=%E0%A4%A' } })
    expect(failureRuleFor(request)).toBeUndefined()
  })
})
