import { readFileSync } from 'node:fs'
import { fromRepo } from '../node/repoRoot.ts'
import { createI18n, type Bundle } from '../shared/i18n/createI18n.ts'

/** The repository's real bundle of a locale: an island's messages in a test (an enhancer's `page.messages`). */
export function testMessages(locale = 'de-DE'): Bundle {
  return JSON.parse(readFileSync(fromRepo(`locales/${locale}/translations.json`), 'utf8')) as Bundle
}

/** The texts of a page with the repository's real bundles for the locale (en-US as the fallback), as pages get them. */
export function testI18n(locale = 'de-DE') {
  return createI18n(locale, { [locale]: testMessages(locale), 'en-US': testMessages('en-US') })
}
