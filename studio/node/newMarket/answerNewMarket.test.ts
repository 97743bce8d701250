// The studio's new-market form does what `npm run new-market` does with its answers: a dry run plans the files and
// writes nothing, a refused answer is named beside its question, and a written market is announced to open pages.
// Writing steps are replaced here: nothing is ever written into the repository.
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import { REPO_ROOT } from '../../../engine/node/repoRoot.ts'
import { readProjectFacts } from '../../../tools/newMarket/projectFacts.ts'
import type { NewMarketAnswer } from '../../shared/studioApi.ts'
import { answerNewMarket, type NewMarketSteps } from './answerNewMarket.ts'

const facts = readProjectFacts(REPO_ROOT)
const LUXEMBOURG = {
  code: 'lu',
  name: '',
  locales: 'fr-LU,de-LU',
  currency: 'EUR',
  countryAlpha3: 'LUX',
  countryCodeNumber: '352',
  coordinates: '49.61,6.13',
  'name-de-DE': 'Luxemburg',
}

function stepsThatMustNotWrite(): NewMarketSteps {
  return {
    readFacts: () => facts,
    scaffold: vi.fn(() => Promise.reject(new Error('a dry run or a refused answer scaffolded the market'))),
    gen: vi.fn(() => {
      throw new Error('gen ran')
    }),
  }
}

async function post(body: unknown, steps: NewMarketSteps) {
  const notifyFilesChanged = vi.fn()
  const answer = await answerNewMarket(body, { root: REPO_ROOT, notifyFilesChanged }, steps)
  return { status: answer.status, body: answer.body as NewMarketAnswer, notifyFilesChanged }
}

describe('answerNewMarket', () => {
  it('plans the files of a dry run and writes nothing', async () => {
    const steps = stepsThatMustNotWrite()
    const { status, body, notifyFilesChanged } = await post({ answers: LUXEMBOURG, dryRun: true }, steps)
    expect(status).toBe(200)
    expect(body.status).toBe('planned')
    const files = body.status === 'planned' ? body.files : []
    expect(files.map(({ file }) => file)).toEqual(
      expect.arrayContaining(['markets/lu.json', 'api/seed/markets/lu.json', 'locales/de-DE/translations.json']),
    )
    expect(JSON.parse(files.find(({ file }) => file === 'markets/lu.json')?.text ?? '{}')).toMatchObject({ extends: 'ch' })
    expect(files.find(({ file }) => file === 'locales/de-DE/translations.json')?.text).toBeUndefined()
    expect(existsSync(join(REPO_ROOT, 'markets/lu.json'))).toBe(false)
    expect(steps.scaffold).not.toHaveBeenCalled()
    expect(notifyFilesChanged).not.toHaveBeenCalled()
  })

  it('refuses an answer with its problem, beside its question, and writes nothing', async () => {
    const steps = stepsThatMustNotWrite()
    const { status, body } = await post({ answers: { ...LUXEMBOURG, currency: 'EUX', countryAlpha3: '' }, dryRun: false }, steps)
    expect(status).toBe(422)
    expect(body.status === 'refused' && body.problems).toEqual([
      { field: 'currency', message: expect.stringContaining('"EUX" is not an ISO 4217 currency code; did you mean "EUR"') },
      { field: 'countryAlpha3', message: 'Country code ISO 3166 alpha-3, e.g. LUX: an answer is needed' },
      // No market has the unknown currency, so no rate can be offered for it.
      { field: 'eurRate', message: 'Units of the currency per euro (fictitious price rate): an answer is needed' },
    ])
    expect(steps.scaffold).not.toHaveBeenCalled()
  })

  it('refuses an answer to no question, with "did you mean", and a request that is not one', async () => {
    const unknown = await post({ answers: { ...LUXEMBOURG, curency: 'EUR' }, dryRun: true }, stepsThatMustNotWrite())
    expect(unknown.status).toBe(422)
    expect(unknown.body).toEqual({ status: 'refused', problems: [{ message: 'there is no question "curency"; did you mean "currency"?' }] })
    expect((await post({ answers: LUXEMBOURG }, stepsThatMustNotWrite())).status).toBe(400)
  })

  it("lists the scaffold's problems with their place when the new market does not validate", async () => {
    const steps: NewMarketSteps = {
      ...stepsThatMustNotWrite(),
      scaffold: async () => ({
        ok: false,
        files: [],
        problems: [
          {
            severity: 'error',
            file: 'markets/lu.json',
            line: 3,
            column: 5,
            pointer: '/paths',
            rule: 'required',
            message: 'paths needs "start"',
          },
        ],
      }),
    }
    const { status, body } = await post({ answers: LUXEMBOURG, dryRun: false }, steps)
    expect(status).toBe(422)
    expect(body).toEqual({ status: 'refused', problems: [{ message: 'paths needs "start"', file: 'markets/lu.json', line: 3, column: 5 }] })
  })

  it('says what was written and what is next, and tells open pages which files changed', async () => {
    const steps: NewMarketSteps = {
      readFacts: () => facts,
      scaffold: async () => ({
        ok: true,
        files: [
          { file: 'markets/lu.json', text: '{}' },
          { file: 'api/seed/markets/lu.json', text: '{}' },
        ],
        warnings: [],
        leftOut: [{ path: 'plus', reason: 'pages/plus.json: Plus is not offered in country "LU"' }],
      }),
      gen: () => ({ ok: true, wrote: ['wrote schemas/translations.gen.schema.json'] }),
    }
    const { status, body, notifyFilesChanged } = await post({ answers: LUXEMBOURG, dryRun: false }, steps)
    expect(status).toBe(200)
    expect(body).toMatchObject({ status: 'written', files: [{ file: 'markets/lu.json' }, { file: 'api/seed/markets/lu.json' }] })
    const next = body.status === 'written' ? body.nextSteps : ''
    expect(next).toContain('✓ wrote markets/lu.json')
    expect(next).toContain('✓ left out paths.plus')
    expect(next).toContain('✓ npm run gen wrote schemas/translations.gen.schema.json')
    expect(next).toContain('npm run validate markets/lu.json')
    expect(notifyFilesChanged).toHaveBeenCalledWith(['markets/lu.json', 'api/seed/markets/lu.json', 'schemas/translations.gen.schema.json'])
  })
})
