import { applyEdits, modify } from 'jsonc-parser'
import type { NewMarketAnswers } from './newMarketAnswers.ts'
import type { ProjectFacts } from './projectFacts.ts'

/**
 * The country name in each bundle that names markets: en-US gets the given name, another bundle the
 * translation given for it, else the name CLDR has in that language (Intl.DisplayNames), so every listed
 * language is really translated. The key goes in alphabetical place and nothing else in the file moves.
 */
export function bundleEditsFor(
  answers: NewMarketAnswers,
  facts: ProjectFacts,
  readText: (file: string) => string,
): { file: string; text: string }[] {
  return facts.bundlesWithMarkets.map((locale) => {
    const file = `locales/${locale}/translations.json`
    const text = readText(file)
    const name =
      locale === 'en-US'
        ? answers.name
        : (answers.names[locale] ??
          new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' }).of(answers.code.toUpperCase()) ??
          answers.name)
    const edits = modify(text, ['markets', answers.code], name, {
      formattingOptions: { insertSpaces: true, tabSize: 2, eol: '\n' },
      getInsertionIndex: (keys) => keys.filter((key) => key.localeCompare(answers.code) < 0).length,
    })
    return { file, text: applyEdits(text, edits) }
  })
}
