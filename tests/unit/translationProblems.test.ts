// Protects `npm run validate` as the one checker of translations: a mistyped bundle key, a renamed placeholder, a
// missing plural form and a key the code (micro-apps included) uses that en-US lacks are problems with file, line,
// column and pointer, as every document problem is.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { lineAndColumn } from '../../engine/node/load/parseJsonSource.ts'
import { fromRepo } from '../../engine/node/repoRoot.ts'
import { validateProject } from '../../engine/node/validate/validateProject.ts'
import type { Problem } from '../../engine/shared/problem.ts'

const read = (file: string) => readFileSync(fromRepo(file), 'utf8')

/** The problems of the repository with some documents' text changed. */
function validateEdited(edits: Record<string, (text: string) => string>): Problem[] {
  return validateProject((file) => (edits[file] ? edits[file](read(file)) : read(file))).problems
}

/** Line and column of the first `needle` in `text` (plus `skip` characters). */
const at = (text: string, needle: string, skip = 0) => {
  expect(text).toContain(needle)
  return lineAndColumn(text, text.indexOf(needle) + skip)
}

describe('translation problems in npm run validate', () => {
  it('a mistyped key in a bundle passed validate (only i18n:check caught it, without a line): it is an error at the key', () => {
    const edit = (text: string) => text.replace('"selected": "{{name}} ausgewählt."', '"selectd": "{{name}} ausgewählt."')
    const problems = validateEdited({ 'locales/de-DE/translations.json': edit })
    const text = edit(read('locales/de-DE/translations.json'))
    expect(problems.filter((problem) => problem.rule === 'keyNotInEnglish')).toEqual([
      expect.objectContaining({
        severity: 'error',
        file: 'locales/de-DE/translations.json',
        ...at(text, '"selectd"'),
        pointer: expect.stringMatching(/\/selectd$/),
        message: expect.stringContaining('is not in en-US; did you mean'),
      }),
    ])
  })

  it('a renamed placeholder is an error at the text', () => {
    const edit = (text: string) => text.replace('"{{name}} ausgewählt."', '"{{nmae}} ausgewählt."')
    const problems = validateEdited({ 'locales/de-DE/translations.json': edit })
    expect(problems.filter((problem) => problem.rule === 'placeholderMismatch')).toEqual([
      expect.objectContaining({
        file: 'locales/de-DE/translations.json',
        ...at(edit(read('locales/de-DE/translations.json')), '"{{nmae}}'),
        message: 'names {{nmae}} where en-US names {{name}}; use the same placeholders',
      }),
    ])
  })

  it('a plural form Polish needs is an error beside the forms it has', () => {
    const edit = (text: string) => text.replace('"offerCount_few": "{{count}} oferty",', '')
    const problems = validateEdited({ 'locales/pl-PL/translations.json': edit })
    const missing = problems.filter((problem) => problem.rule === 'missingPluralForm')
    expect(missing).toHaveLength(1)
    expect(missing[0]).toMatchObject({
      file: 'locales/pl-PL/translations.json',
      pointer: expect.stringMatching(/\/offerCount_one$/),
      message: expect.stringContaining('lacks the plural form(s) '),
    })
    expect(missing[0].message).toContain('offerCount_few')
  })

  it.each([
    ['a literal key', 'apps/phoenix/src/LoadError.tsx', "t('phoenix.retry'", 'phoenix.retry', 3],
    [
      'a key in a table of problem keys',
      'apps/mysixt/src/accountProblemKeys.ts',
      "'mysixt.problems.passwordSpaces'",
      'mysixt.problems.passwordSpaces',
      1,
    ],
  ])('a micro-app key en-US lacks (%s) was not read by i18n:check: it is an error in the app source', (_what, file, needle, key, skip) => {
    const [group, name] = [key.slice(0, key.lastIndexOf('.')), key.slice(key.lastIndexOf('.') + 1)]
    const english = JSON.parse(read('locales/en-US/translations.json'))
    const parent = group.split('.').reduce((value, part) => value[part], english)
    delete parent[name]
    const problems = validateEdited({ 'locales/en-US/translations.json': () => JSON.stringify(english, null, 2) })
    expect(problems.filter((problem) => problem.file === file)).toEqual([
      expect.objectContaining({
        severity: 'error',
        ...at(read(file), needle, skip),
        rule: 'unknownTranslationKey',
        message: expect.stringMatching(new RegExp(`^\\S*${key.replaceAll('.', '\\.')}\\S* is not in locales/en-US/translations\\.json`)),
      }),
    ])
  })
})
