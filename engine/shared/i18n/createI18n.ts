import { createTexts, type Texts } from './translate.ts'

export const I18N_NAMESPACE = 'translations'
export const LAST_FALLBACK_LOCALE = 'en-US'

export type Bundle = Record<string, unknown>

/** A bundle's "$schema" (editor help, schemas/translations.gen.schema.json) is no translation: every reader leaves it out. */
export const BUNDLE_SCHEMA_KEY = '$schema'

/** The bundle without its "$schema" key (one that is not text stays, so validation names it). */
export function bundleTexts(bundle: Bundle): Bundle {
  if (typeof bundle[BUNDLE_SCHEMA_KEY] !== 'string') return bundle
  const { [BUNDLE_SCHEMA_KEY]: _schema, ...texts } = bundle
  return texts
}

/**
 * The texts of one page from the project's bundles: `locale` first, then each fallback locale, en-US last
 * (SPEC §3 fallbackLocales), through the one runtime (translate.ts). Synchronous, so the same call works while
 * prerendering, in tests and in a micro-app. `values` fill the placeholders every text of the page may name
 * (marketTextValues: "{{firstRideDiscount}}").
 */
export function createI18n(
  locale: string,
  bundles: Record<string, Bundle>,
  fallbackLocales: string[] = [],
  values: Record<string, string> = {},
): Texts {
  const chain = fallbackChain(locale, fallbackLocales, (l) => bundles[l] !== undefined)
  const fallbacks = chain.map((l) => ({ locale: l, messages: bundleTexts(bundles[l]!) }))
  return createTexts(locale, bundles[locale] ? bundleTexts(bundles[locale]) : {}, values, fallbacks)
}

/** The locales a page's texts fall back to, in the order they are read after its own: its fallbackLocales, then en-US; only those with a bundle. */
export function fallbackChain(locale: string, fallbackLocales: readonly string[], hasBundle: (locale: string) => boolean): string[] {
  return [...new Set([...fallbackLocales, LAST_FALLBACK_LOCALE])].filter((l) => l !== locale && hasBundle(l))
}

/** Nested bundle objects become "a.b.c" keys. */
export function flattenBundle(bundle: Bundle, prefix = ''): Map<string, string> {
  const result = new Map<string, string>()
  for (const [key, value] of Object.entries(prefix ? bundle : bundleTexts(bundle))) {
    const path = prefix ? `${prefix}.${key}` : key
    if (typeof value === 'string') result.set(path, value)
    else if (value && typeof value === 'object') for (const entry of flattenBundle(value as Bundle, path)) result.set(...entry)
  }
  return result
}

/** "a.b.c" keys back to the nested shape of a bundle. */
export function nestMessages(messages: Record<string, string>): Bundle {
  const root: Bundle = {}
  for (const [key, value] of Object.entries(messages)) {
    const parts = key.split('.')
    let node = root
    for (const part of parts.slice(0, -1)) {
      node[part] ??= {}
      node = node[part] as Bundle
    }
    node[parts.at(-1)!] = value
  }
  return root
}
