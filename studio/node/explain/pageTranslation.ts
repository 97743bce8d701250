import { fallbackChain } from '../../../engine/shared/i18n/createI18n.ts'
import type { ExplainedField } from '../../shared/studioApi.ts'
import { keyPosition, type BundleTextIndex } from './bundleTextIndex.ts'

/**
 * A translation key's text on a page in `locale`, read as the engine reads it (the page's locale, its fallbackLocales,
 * en-US last), and the bundle it comes from; without a text, the page's own locale and no position.
 */
export function pageTranslation(
  bundles: ReadonlyMap<string, BundleTextIndex>,
  locale: string,
  fallbackLocales: readonly string[],
  key: string,
): NonNullable<ExplainedField['translation']> {
  for (const candidate of [locale, ...fallbackChain(locale, fallbackLocales, (l) => bundles.has(l))]) {
    const bundle = bundles.get(candidate)
    const text = bundle?.texts.get(key)
    if (bundle && text !== undefined) return { key, text, locale: candidate, from: keyPosition(bundle.source, key) }
  }
  return { key, locale }
}
