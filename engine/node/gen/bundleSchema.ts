import { readFileSync } from 'node:fs'
import { bundleTexts, LAST_FALLBACK_LOCALE, type Bundle } from '../../shared/i18n/createI18n.ts'
import { fromRepo } from '../repoRoot.ts'
import { generatedComment } from './generatedHeader.ts'

export const BUNDLE_SCHEMA_FILE = 'schemas/translations.gen.schema.json'

const HOVER_LENGTH = 160

/** Plural categories of Intl.PluralRules beyond English's "one" and "other" (Polish "few", Arabic "zero"…). */
const OTHER_PLURAL_FORMS = ['zero', 'two', 'few', 'many']

/**
 * One group of keys: exactly en-US's keys (a mistyped one is underlined), none required (other bundles fall
 * back); a plural key ("…_other") also takes the forms other languages need ("…_few"), which i18n:check matches
 * against each bundle's language.
 */
function groupSchema(group: Bundle): Record<string, unknown> {
  const properties = Object.fromEntries(
    Object.entries(group).flatMap(([key, value]): [string, unknown][] => {
      if (typeof value !== 'string') return [[key, groupSchema(value as Bundle)]]
      const english = value.length > HOVER_LENGTH ? `${value.slice(0, HOVER_LENGTH)}…` : value
      const own: [string, unknown] = [key, { type: 'string', description: `en-US: ${english}` }]
      if (!key.endsWith('_other')) return [own]
      const base = key.slice(0, -'_other'.length)
      return [
        own,
        ...OTHER_PLURAL_FORMS.map((form): [string, unknown] => [
          `${base}_${form}`,
          { type: 'string', description: `The "${form}" plural form, where the language has one. en-US (other): ${english}` },
        ]),
      ]
    }),
  )
  return { type: 'object', additionalProperties: false, properties }
}

/**
 * The schema every translation bundle names in "$schema": generated from en-US's keys (npm run gen), so the
 * editor completes keys, shows the English text on hover and underlines a key en-US does not have.
 */
export function bundleSchemaText(): string {
  const english = JSON.parse(readFileSync(fromRepo(`locales/${LAST_FALLBACK_LOCALE}/translations.json`), 'utf8')) as Bundle
  const schema: Record<string, unknown> = {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $comment: generatedComment([`locales/${LAST_FALLBACK_LOCALE}/translations.json`]),
    title: 'Translation bundle',
    description: `The texts of one locale (locales/<locale>/translations.json). Keys are those of ${LAST_FALLBACK_LOCALE}; a key left out falls back along the market's chain.`,
    ...groupSchema(bundleTexts(english)),
  }
  ;(schema.properties as Record<string, unknown>).$schema = {
    type: 'string',
    description: 'Path to this schema, for editor completion: "../../schemas/translations.gen.schema.json".',
  }
  return `${JSON.stringify(schema, null, 2)}\n`
}

/** A bundle's text with "$schema" as its first key; unchanged when it has one (or is not an object). */
export function bundleNamingSchema(text: string): string {
  if (/^\{\s*"\$schema"\s*:/.test(text) || !text.startsWith('{')) return text
  const rest = text.slice(1).replace(/^\s*/, '')
  const line = `"$schema": "../../${BUNDLE_SCHEMA_FILE}"`
  return rest.startsWith('}') ? `{\n  ${line}\n${rest}` : `{\n  ${line},\n  ${rest}`
}
