// Protects three promises of the markup parser on any input: it never throws, never lets HTML through, and takes linear time.
import fc from 'fast-check'
import { createStore } from 'jotai'
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
const store = createStore()
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
  it(`never throws and never lets HTML through (${RUNS} cases)`, () => {
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
      { numRuns: RUNS, seed: Date.now() },
    )
    console.log(`fast-check: ${cases} cases`)
    expect(cases).toBeGreaterThanOrEqual(RUNS)
  })
})

describe('parseMarkup time is linear in the text length', () => {
  const nestedList = (n: number) => {
    let text = ''
    for (let depth = 0; text.length < n; depth++) text += `${' '.repeat(2 * depth)}- x\n`
    return text
  }
  const families: Record<string, (n: number) => string> = {
    stars: (n) => '*'.repeat(n),
    brackets: (n) => '['.repeat(n),
    footnoteOpeners: (n) => '[^'.repeat(n / 2),
    shortCodeOpeners: (n) => '{{'.repeat(n / 2),
    linkOpeners: (n) => '[a]('.repeat(n / 4),
    emphasis: (n) => '**a *b '.repeat(n / 7),
    tags: (n) => '<a'.repeat(n / 2),
    nestedList,
    listMarkersOnOneLine: (n) => '- '.repeat(n / 2),
    headings: (n) => '# a\n'.repeat(n / 4),
  }
  const FACTOR = 32
  /** Fastest time of `repeat` parses of `text`, over 5 runs: other work on the machine only ever adds time. */
  const fastest = (text: string, repeat: number) => {
    const times: number[] = []
    for (let run = 0; run < 5; run++) {
      const start = performance.now()
      for (let i = 0; i < repeat; i++) parseMarkup(text)
      times.push(performance.now() - start)
    }
    return Math.min(...times)
  }

  it.each(Object.keys(families))(`%s: a text ${FACTOR} times as long takes about as long as ${FACTOR} short ones`, (name) => {
    // Sizes a content text can have; far larger ones measure the garbage collector more than the parser.
    const n = 2_000
    const small = `# H\n\n${families[name](n)}`
    const large = `# H\n\n${families[name](FACTOR * n)}`
    fastest(small, FACTOR) // warm up the JIT
    // The same number of characters either way: linear time gives a ratio near 1 (up to 4 measured, from garbage
    // collection on a larger heap), quadratic near 32. Load on a shared 2-core machine only inflates a ratio now
    // and then, while quadratic parsing is slow every time: the best of three measurements is what counts.
    const ratios: number[] = []
    for (let attempt = 0; attempt < 3 && !(ratios.at(-1)! < 8); attempt++) ratios.push(fastest(large, 1) / fastest(small, FACTOR))
    expect(Math.min(...ratios)).toBeLessThan(8)
  })
})
