import { createContext, useContext, type ReactNode } from 'react'
import type { i18n as I18next } from 'i18next'
import type { Texts, TFunction } from './translate.ts'

const TextsContext = createContext<Texts | null>(null)
const adapted = new WeakMap<I18next, Texts>()

/** The server renders with i18next (fallback chains, market values); blocks see it through the same small interface. */
export function textsOf(source: Texts | I18next): Texts {
  if (!('init' in source)) return source
  let texts = adapted.get(source)
  if (!texts) {
    // An instance is fixed once built, so a key with the same plain options always gives the same text: a page
    // build asks for the menu's and footer's keys on thousands of pages, and i18next's lookup is the costly part.
    const cached = new Map<string, string>()
    texts = {
      language: source.language,
      t: (key, options) => {
        const cacheKey = options === undefined ? key : optionsKey(key, options)
        if (cacheKey === undefined) return String(source.t(key, options as never))
        let text = cached.get(cacheKey)
        if (text === undefined) {
          text = String(source.t(key, options as never))
          cached.set(cacheKey, text)
        }
        return text
      },
      getResourceBundle: (locale, namespace) => source.getResourceBundle(locale, namespace),
      exists: (key) => source.exists(key),
    }
    adapted.set(source, texts)
  }
  return texts
}

/** A cache key for a call whose options are all plain values (a present but undefined one counts: i18next empties it). */
function optionsKey(key: string, options: Record<string, unknown>): string | undefined {
  let result = key
  for (const name in options) {
    const value = options[name]
    if (value !== null && typeof value === 'object') return undefined
    if (typeof value === 'function') return undefined
    result += `\u0000${name}\u0001${typeof value}\u0001${String(value)}`
  }
  return result
}

export function TextsProvider({ texts, children }: { texts: Texts | I18next; children: ReactNode }) {
  return <TextsContext.Provider value={textsOf(texts)}>{children}</TextsContext.Provider>
}

/**
 * The page's texts: `const { t } = useTranslation()`. Same name and shape as react-i18next's hook (`t`, `i18n`),
 * without i18next in the browser: islands get their texts resolved in the page payload (translate.ts).
 */
// The arguments react-i18next takes (namespace, options) are accepted and ignored: a page has one namespace.
export function useTranslation(_namespace?: string | string[], _options?: unknown): { t: TFunction; i18n: Texts; ready: true } {
  const texts = useContext(TextsContext)
  if (!texts) throw new Error('useTranslation() is used outside a page: render blocks through the engine.')
  return { t: texts.t, i18n: texts, ready: true }
}
