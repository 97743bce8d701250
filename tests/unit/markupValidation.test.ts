// Protects what a translator sees for broken content markup: the bundle file, and the line and column of the offending character inside the JSON string.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { fromRepo } from '../../engine/node/repoRoot.ts'
import { sourceOffsetInString } from '../../engine/node/load/locateInString.ts'
import { validateProject } from '../../engine/node/validate/validateProject.ts'
import { formatProblem } from '../../engine/shared/problem.ts'

const BUNDLE = 'locales/nl-BE/translations.json'

describe('markup errors in a translation bundle', () => {
  it('are reported at file:line:column of the character, counting JSON escapes', () => {
    const fixture = readFileSync(fromRepo('tests/fixtures/validation/markup-error-bundle.json'), 'utf8')
    const { problems } = validateProject((file) => (file === BUNDLE ? fixture : readFileSync(fromRepo(file), 'utf8')))
    // The fixture's text also lacks the English placeholders: that problem (placeholderMismatch) is another test's.
    expect(problems.filter((problem) => problem.file === BUNDLE && problem.rule === 'markup').map(formatProblem)).toEqual([
      `${BUNDLE}:3:66  /rentalInformation/details  Text can't contain HTML tags: write bold, italic, links and lists with the content markup instead.`,
      `${BUNDLE}:3:72  /rentalInformation/details  Text can't contain HTML tags: write bold, italic, links and lists with the content markup instead.`,
      `${BUNDLE}:3:93  /rentalInformation/details  'herfst' is not a valid season.`,
      `${BUNDLE}:3:101  /rentalInformation/details  Footnote 1 is referred to in your text but there is no footnote 1`,
      `${BUNDLE}:3:118  /rentalInformation/details  there is no page with id "branchez" in pages/; did you mean "{product}branches" or "{product}branch"?`,
    ])
  })

  it('checks only keys that a markup field uses', () => {
    const bundle = JSON.parse(readFileSync(fromRepo(BUNDLE), 'utf8'))
    bundle.footer.text = '<b>not markup</b>'
    const { problems } = validateProject((file) => (file === BUNDLE ? JSON.stringify(bundle) : readFileSync(fromRepo(file), 'utf8')))
    expect(problems.filter((problem) => problem.file === BUNDLE)).toEqual([])
  })
})

describe('markup keys that only a market override uses', () => {
  it('are parsed too', () => {
    const page = JSON.parse(readFileSync(fromRepo('pages/rental-information.json'), 'utf8'))
    page.overrides = { ...page.overrides, gb: { blocks: { details: { props: { text: 'footer.text' } } } } }
    const { problems } = validateProject((file) =>
      file === 'pages/rental-information.json' ? JSON.stringify(page) : readFileSync(fromRepo(file), 'utf8'),
    )
    const english = problems.find((problem) => problem.file === 'locales/en-US/translations.json')
    expect(english).toMatchObject({ pointer: '/footer/text', message: 'There must be a # Heading before your text' })
  })
})

describe('sourceOffsetInString', () => {
  it('walks over escapes to the raw character', () => {
    const text = '{"a": "x\\n\\"y\\u00e9z"}'
    const start = text.indexOf('"x')
    // decoded "x\n\"yéz": z is character 5
    expect(text[sourceOffsetInString(text, start, 5)]).toBe('z')
    expect(text[sourceOffsetInString(text, start, 0)]).toBe('x')
  })
})
