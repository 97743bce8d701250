// Protects two promises of the markup parser on any input: it never throws and never lets HTML through.
// (Its linear time is measured, not asserted: npx tsx tools/bench/markupScaling.ts prints the ratios.)
import fc from 'fast-check'
import { createAtomStore } from '../shared/state/atomStore.ts'
import { readFileSync } from 'node:fs'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { fromRepo } from '../node/repoRoot.ts'
import { BlockProviders } from '../shared/BlockProviders.tsx'
import { createI18n } from '../shared/i18n/createI18n.ts'
import { testEnv } from '../testing/renderBlockToString.tsx'
import { parseMarkup } from './parseMarkup.ts'
import { RichText } from './RichText.tsx'

const RUNS = 10_000
/** Fixed so that a failure found once is found again; fast-check prints it with any counterexample. */
const SEED = 20261126
const ALLOWED_ELEMENTS = new Set([
  'div',
  'section',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'p',
  'ul',
  'ol',
  'li',
  'strong',
  'em',
  'a',
  'sup',
  'time',
  'span',
])

const i18n = createI18n('en-US', { 'en-US': JSON.parse(readFileSync(fromRepo('locales/en-US/translations.json'), 'utf8')) })
const store = createAtomStore()
const render = (markup: string) =>
  renderToStaticMarkup(
    <BlockProviders env={testEnv} i18n={i18n} store={store}>
      <RichText markup={markup} now={new Date(2026, 0, 1)} />
    </BlockProviders>,
  )

/** Pieces of the markup and of HTML, so generated texts hit the parser's edges far more often than random characters. */
const piece = fc.constantFrom(
  '# ',
  '## ',
  '### ',
  '#',
  '\n',
  '\n\n',
  '  ',
  '\t',
  '- ',
  '* ',
  '1. ',
  '*',
  '**',
  '***',
  '\\',
  '[',
  ']',
  '(',
  ')',
  '[^1]',
  '[^2]',
  '[^1]: ',
  '[^2]: ',
  '{{',
  '}}',
  'currentYear',
  'cityName',
  'video:',
  'season:',
  'summer',
  'fall',
  '_cta:',
  '_',
  '{product}',
  'start',
  'plus',
  'https://e.x/a',
  'javascript:alert(1)',
  '<',
  '>',
  '<b>',
  '</b>',
  '<script>',
  '<img src=x onerror=alert(1)>',
  '<!--',
  '&amp;',
  '"',
  "'",
  'text',
  ' word ',
  'ä€😀',
)
const markupText = fc.oneof(
  { weight: 4, arbitrary: fc.array(piece, { maxLength: 40 }).map((pieces) => pieces.join('')) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 120 }) },
)

describe('parseMarkup on generated input (fast-check)', () => {
  it(`never throws and never lets HTML through (${RUNS} cases, seed: ${SEED})`, () => {
    let cases = 0
    fc.assert(
      fc.property(markupText, (text) => {
        cases++
        const { problems } = parseMarkup(text)
        for (const problem of problems) {
          expect(problem.offset).toBeGreaterThanOrEqual(0)
          expect(problem.offset).toBeLessThanOrEqual(text.length)
        }
        const html = render(text)
        for (const [, name] of html.matchAll(/<\/?([a-zA-Z][a-zA-Z0-9-]*)/g)) expect(ALLOWED_ELEMENTS).toContain(name)
        // Without the allowed tags, no "<" or ">" is left: every one from the text arrives escaped.
        expect(html.replace(/<\/?[a-z0-9]+(\s[^<>]*)?>/g, '')).not.toMatch(/[<>]/)
        for (const [tag] of html.matchAll(/<[a-z][^>]*>/g)) expect(tag).not.toMatch(/\son[a-z]+=|href="(?!https?:|\/|#|mailto:|tel:)/i)
      }),
      { numRuns: RUNS, seed: SEED },
    )
    console.log(`fast-check: ${cases} cases`)
    expect(cases).toBeGreaterThanOrEqual(RUNS)
  })
})
