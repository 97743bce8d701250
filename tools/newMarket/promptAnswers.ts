import { createInterface } from 'node:readline/promises'
import { UsageError } from '../../engine/shared/assert.ts'
import { QUESTIONS } from './newMarketAnswers.ts'
import type { ProjectFacts } from './projectFacts.ts'
import { checkAnswer, defaultFor, fixedDatePattern, type RawAnswers } from './resolveAnswers.ts'

/**
 * Asks every question the flags did not answer, offering the default in brackets; a refused answer is
 * explained (with "did you mean") and asked again, so the market manager never starts over.
 */
export async function promptAnswers(
  given: RawAnswers,
  facts: ProjectFacts,
  input = process.stdin,
  output = process.stdout,
): Promise<RawAnswers> {
  const raw: RawAnswers = { ...given }
  const readline = createInterface({ input, output, terminal: false })
  const lines = readline[Symbol.asyncIterator]()
  try {
    for (const { field, question } of QUESTIONS) {
      if (raw[field] !== undefined) continue
      const fixed = field === 'datePattern' ? fixedDatePattern((raw.locales ?? '').split(',').map((locale) => locale.trim())) : undefined
      if (fixed) {
        // Not asked: no answer but this one would show (SPEC §5 display formats by language).
        output.write(`${question}: ${fixed} (the pages of ${raw.locales} always show this one)\n`)
        raw[field] = fixed
        continue
      }
      for (;;) {
        const fallback = defaultFor(field, raw, facts)
        output.write(`${question}${fallback ? ` [${fallback}]` : ''}: `)
        const next = await lines.next()
        if (next.done) throw new UsageError('the input ended before every question was answered; nothing was written')
        const typed = next.value.trim() || fallback || ''
        // Piped answers are not echoed by a terminal: print them, so the log reads as the dialogue.
        if (!('isTTY' in input && input.isTTY)) output.write(`${next.value.trim()}\n`)
        const checked = checkAnswer(field, typed, raw, facts)
        if ('value' in checked) {
          raw[field] = typed
          break
        }
        output.write(`  ✗ ${checked.problem.message}\n`)
      }
    }
  } finally {
    readline.close()
  }
  return raw
}
