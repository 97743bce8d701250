// Protects the browser's pass-or-fail answer checks (features/web-api/validators/): without ajv's error texts, each
// accepts exactly the answers ajv's full check (explainers/) accepts: real answers of the reference API, and those
// answers broken at random.
import fc from 'fast-check'
import { setupServer } from 'msw/node'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { handlers } from '../../api/handlers.ts'
import { addIsoDays, todayIso } from '../../engine/sdk.ts'
import * as branchListCheck from './validators/branchList.gen.ts'
import * as branchListExplainer from './explainers/branchList.gen.ts'
import * as rentalConfigurationCheck from './validators/rentalConfiguration.gen.ts'
import * as rentalConfigurationExplainer from './explainers/rentalConfiguration.gen.ts'
import * as offersCheck from './validators/offersResponse.gen.ts'
import * as offersExplainer from './explainers/offersResponse.gen.ts'

type Validate = ((data: unknown) => boolean) & { errors?: unknown[] | null }

const SEED = 20261129

describe('the generated validators against their explainers', () => {
  const server = setupServer(...handlers)
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
  afterAll(() => server.close())

  const answer = async (path: string) => (await fetch(`https://api.example.test${path}`)).json() as Promise<unknown>
  const pickup = addIsoDays(todayIso(), 9)
  const cases: [string, string, Validate, Validate][] = [
    ['branchList', '/v1/branch/next/stations?country=DE', branchListCheck.validate, branchListExplainer.validate],
    [
      'rentalConfiguration',
      '/v1/rentalconfigurations?country=DE',
      rentalConfigurationCheck.validate,
      rentalConfigurationExplainer.validate,
    ],
    [
      'offersResponse',
      `/v1/rentaloffers/offers?branchId=de-muc-airport&pickupDate=${pickup}T10:00&returnDate=${addIsoDays(pickup, 3)}T10:00&currency=EUR`,
      offersCheck.validate,
      offersExplainer.validate,
    ],
  ]

  /** The answer with the value at one of its paths replaced by another, or removed. */
  function broken(value: unknown, choices: number[], replacement: unknown, remove: boolean): unknown {
    if (value === null || typeof value !== 'object' || choices.length === 0) return replacement
    const copy: Record<string, unknown> | unknown[] = Array.isArray(value) ? [...value] : { ...value }
    const keys = Object.keys(copy)
    if (keys.length === 0) return replacement
    const key = keys[choices[0]! % keys.length]!
    const record = copy as Record<string, unknown>
    if (remove && choices.length === 1 && !Array.isArray(copy)) delete record[key]
    else record[key] = broken(record[key], choices.slice(1), replacement, remove)
    return copy
  }

  it.each(cases)(
    `%s: the same verdict on the real answer and on it broken at random (seed: ${SEED})`,
    async (_, path, check, explainer) => {
      const real = await answer(path)
      expect(explainer(real)).toBe(true)
      expect(check(real)).toBe(true)
      let refused = 0
      fc.assert(
        fc.property(
          fc.array(fc.nat(), { minLength: 1, maxLength: 6 }),
          fc.oneof(fc.jsonValue(), fc.constantFrom('', -1, 1.5, 'XX', null, [], {})),
          fc.boolean(),
          (choices, replacement, remove) => {
            const value = broken(real, choices, replacement, remove)
            const verdict = explainer(value)
            if (!verdict) refused++
            expect(check(value)).toBe(verdict)
          },
        ),
        { numRuns: 300, seed: SEED },
      )
      // The random answers must include refused ones, or the comparison proves nothing.
      expect(refused).toBeGreaterThan(50)
    },
  )
})
