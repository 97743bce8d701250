// The studio's new-market form asks the questions `npm run new-market` asks, in its order, offering the same defaults.
import { PassThrough, Readable } from 'node:stream'
import { describe, expect, it } from 'vitest'
import { REPO_ROOT } from '../../../engine/node/repoRoot.ts'
import { readProjectFacts } from '../../../tools/newMarket/projectFacts.ts'
import { promptAnswers } from '../../../tools/newMarket/promptAnswers.ts'
import { newMarketQuestions } from './newMarketQuestions.ts'

const facts = readProjectFacts(REPO_ROOT)
/** What a market manager types at the prompts for Luxembourg; "" takes the offered default. */
const TYPED = ['lu', '', 'fr-LU,de-LU', 'EUR', '', '', 'LUX', '352', '', '', '49.61,6.13', '']

async function promptDialogue(): Promise<string> {
  const output = new PassThrough()
  let text = ''
  output.on('data', (chunk) => {
    text += chunk
  })
  await promptAnswers(
    {},
    facts,
    Readable.from(TYPED.map((line) => `${line}\n`)) as unknown as typeof process.stdin,
    output as unknown as typeof process.stdout,
  )
  return text
}

describe('newMarketQuestions', () => {
  it("are the CLI prompts' questions, in their order, each offering the default the prompt offers", async () => {
    const dialogue = await promptDialogue()
    const questions = newMarketQuestions(facts, {
      code: 'lu',
      locales: 'fr-LU,de-LU',
      currency: 'EUR',
      countryAlpha3: 'LUX',
      countryCodeNumber: '352',
      coordinates: '49.61,6.13',
    })
    const positions = questions.map(({ label }) =>
      dialogue.indexOf(`${label} [`) >= 0 ? dialogue.indexOf(`${label} [`) : dialogue.indexOf(`${label}:`),
    )
    expect(
      positions.every((position) => position >= 0),
      dialogue,
    ).toBe(true)
    expect([...positions].sort((a, b) => a - b)).toEqual(positions)
    for (const { label, default: offered } of questions) {
      const bracket = new RegExp(`${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\[([^\\]]*)\\]`).exec(dialogue)?.[1]
      if (bracket !== undefined) expect(offered, label).toBe(bracket)
    }
    expect(questions.find(({ name }) => name === 'name')?.default).toBe('Luxembourg')
    expect(questions.find(({ name }) => name === 'from')?.default).toBe('ch')
  })

  it('says which answers must be given and which have a default, and offers the choices where the answer is one of a list', () => {
    const questions = newMarketQuestions(facts, { locales: 'fr-LU,de-LU' })
    const byName = Object.fromEntries(questions.map((question) => [question.name, question]))
    expect(byName.code).toMatchObject({ required: true })
    expect(byName.code.default).toBeUndefined()
    expect(byName.name).toMatchObject({ required: false, help: "Left empty: the country code's English name." })
    expect(byName.from.choices).toContainEqual({ value: 'ch', label: 'ch (Switzerland)' })
    expect(byName.decimalSeparator.choices?.map(({ value }) => value)).toEqual([',', '.'])
    // French and German pages show dd.MM.yyyy whatever the market says: the one pattern the form offers.
    expect(byName.datePattern).toMatchObject({ default: 'dd.MM.yyyy', choices: [{ value: 'dd.MM.yyyy', label: expect.any(String) }] })
  })
})
