import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { LAST_FALLBACK_LOCALE, type Bundle } from '../../engine/shared/i18n/createI18n.ts'
import { createTexts, type Texts } from '../../engine/shared/i18n/translate.ts'
import { fromRepo } from '../../engine/node/repoRoot.ts'
import { mailBundles, mailLocaleFor } from '../mail/mailTexts.ts'

const cache = new Map<string, Bundle>()

/** The bundle sections a stand-in's pages read: the payment provider's card form, the identity provider's consent page. */
export type StandInSection = 'paymentProvider' | 'identityProvider'

/** A locale's texts of one section from locales/<locale>/translations.json. */
function providerBundle(locale: string, section: StandInSection): Bundle {
  const key = `${section}\n${locale}`
  const cached = cache.get(key)
  if (cached) return cached
  let bundle: Bundle = {}
  try {
    const all = JSON.parse(readFileSync(join(fromRepo('locales'), locale, 'translations.json'), 'utf8')) as Bundle
    bundle = { [section]: all[section] ?? {} } as Bundle
  } catch {
    // a locale without texts falls back to English below
  }
  cache.set(key, bundle)
  return bundle
}

/**
 * A stand-in provider's page texts in the session's language (the locale the booking page named), English behind
 * a missing key. A real provider localises its own drop-in: it gets the same locale.
 */
export function standInTexts(requested: string, section: StandInSection = 'paymentProvider'): { locale: string; texts: Texts } {
  const locale = mailLocaleFor(requested, mailBundles().keys())
  const fallbacks =
    locale === LAST_FALLBACK_LOCALE ? [] : [{ locale: LAST_FALLBACK_LOCALE, messages: providerBundle(LAST_FALLBACK_LOCALE, section) }]
  return { locale, texts: createTexts(locale, providerBundle(locale, section), {}, fallbacks) }
}
