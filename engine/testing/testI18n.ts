import { readFileSync } from 'node:fs'
import { fromRepo } from '../node/repoRoot.ts'
import { createI18n, type Bundle } from '../shared/i18n/createI18n.ts'

/** The texts of a page with the repository's real bundles for the locale (en-US as the fallback), as pages get them. */
export function testI18n(locale = 'de-DE') {
  const bundle = (name: string) => JSON.parse(readFileSync(fromRepo(`locales/${name}/translations.json`), 'utf8')) as Bundle
  return createI18n(locale, { [locale]: bundle(locale), 'en-US': bundle('en-US') })
}
