import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { LAST_FALLBACK_LOCALE, type Bundle } from '../../engine/shared/i18n/createI18n.ts'
import { createTexts, type Texts } from '../../engine/shared/i18n/translate.ts'
import { fromRepo } from '../../engine/node/repoRoot.ts'
import { mailBundles, mailLocaleFor } from '../mail/mailTexts.ts'

const cache = new Map<string, Bundle>()

/** A locale's `paymentProvider` texts from locales/<locale>/translations.json (the stand-in's card form and challenge). */
function providerBundle(locale: string): Bundle {
  const cached = cache.get(locale)
  if (cached) return cached
  let bundle: Bundle = {}
  try {
    const all = JSON.parse(readFileSync(join(fromRepo('locales'), locale, 'translations.json'), 'utf8')) as Bundle
    bundle = { paymentProvider: all.paymentProvider ?? {} } as Bundle
  } catch {
    // a locale without texts falls back to English below
  }
  cache.set(locale, bundle)
  return bundle
}

/**
 * The stand-in provider's page texts in the session's language (the locale the booking page named), English behind
 * a missing key. A real provider localises its own drop-in: it gets the same locale.
 */
export function standInTexts(requested: string): { locale: string; texts: Texts } {
  const locale = mailLocaleFor(requested, mailBundles().keys())
  const fallbacks =
    locale === LAST_FALLBACK_LOCALE ? [] : [{ locale: LAST_FALLBACK_LOCALE, messages: providerBundle(LAST_FALLBACK_LOCALE) }]
  return { locale, texts: createTexts(locale, providerBundle(locale), {}, fallbacks) }
}
