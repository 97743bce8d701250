import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { LAST_FALLBACK_LOCALE, type Bundle } from '../../engine/shared/i18n/createI18n.ts'
import { createTexts, type Texts } from '../../engine/shared/i18n/translate.ts'
import { fromRepo } from '../../engine/node/repoRoot.ts'

/** Where the mail bundles live: locales/<locale>/mail.json, beside the site's translations.json. */
export const MAIL_BUNDLE_FILE = 'mail.json'
const LOCALES_FOLDER = fromRepo('locales')

let bundles: Map<string, Bundle> | undefined

/** Every locale's mail texts, read once (they ship with the code; a change needs a restart, as the handlers do). */
export function mailBundles(): ReadonlyMap<string, Bundle> {
  if (bundles) return bundles
  bundles = new Map()
  for (const locale of readdirSync(LOCALES_FOLDER).sort()) {
    let text: string
    try {
      text = readFileSync(join(LOCALES_FOLDER, locale, MAIL_BUNDLE_FILE), 'utf8')
    } catch {
      continue // a folder without mail texts (a locale being added): its mails fall back
    }
    const { $comment: _comment, ...messages } = JSON.parse(text) as Bundle
    bundles.set(locale, messages)
  }
  return bundles
}

/**
 * The locale a mail is written in: the requested one when it has mail texts; else the same language in another
 * region, preferring the language's home ("de-AT" → "de-DE", "fr-CH" → "fr-FR", "pt" → "pt-PT"); else English.
 * Case and "_" are forgiven ("de_de"), as browsers and clients spell them either way.
 */
export function mailLocaleFor(requested: string | undefined, available: Iterable<string> = mailBundles().keys()): string {
  const locales = [...available]
  const [language = '', region = ''] = (requested ?? '').replace('_', '-').split('-')
  const wanted = `${language.toLowerCase()}-${region.toUpperCase()}`
  if (locales.includes(wanted)) return wanted
  const sameLanguage = locales.filter((locale) => locale.startsWith(`${language.toLowerCase()}-`))
  const home = sameLanguage.find((locale) => locale === `${language.toLowerCase()}-${language.toUpperCase()}`)
  if (home) return home
  if (language.toLowerCase() === 'en' || sameLanguage.length === 0) return LAST_FALLBACK_LOCALE
  return sameLanguage[0]!
}

/** The mail texts in `locale`'s mail locale, English behind it for a key a bundle lacks. */
export function mailTexts(requested: string | undefined): Texts {
  const all = mailBundles()
  const locale = mailLocaleFor(requested, all.keys())
  const english = all.get(LAST_FALLBACK_LOCALE) ?? {}
  const fallbacks = locale === LAST_FALLBACK_LOCALE ? [] : [{ locale: LAST_FALLBACK_LOCALE, messages: english }]
  return createTexts(locale, all.get(locale) ?? english, {}, fallbacks)
}
