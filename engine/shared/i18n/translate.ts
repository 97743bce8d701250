/**
 * The browser's translator: no i18next. Islands receive their texts already resolved for the page's locale
 * (engine/server/translations.ts messagesFor: fallbacks applied, every plural form the language needs present),
 * so what is left is a lookup, plural forms through Intl.PluralRules and "{{name}}" placeholders. It follows
 * i18next's rules where a page can tell the difference (the server still renders with i18next; a mismatch
 * would break hydration, and translate.test.ts compares the two over every key of the bundles).
 */
import type { Bundle } from './createI18n.ts'

/** What a text call may pass: placeholder values, `count` (picks the plural form), `skipInterpolation` (the raw text). */
export type TOptions = Record<string, unknown> & { count?: unknown; skipInterpolation?: boolean }

/** A text by its key ("plus.offer.seats"), its placeholders filled; the key itself when the page has no such text. */
export type TFunction = (key: string, options?: TOptions) => string

/** The page's texts as blocks see them; on the server an i18next instance is one, in the browser createTexts builds one. */
export interface Texts {
  language: string
  t: TFunction
  /** The texts of a locale as one nested object (handed on to a micro-app). */
  getResourceBundle(locale: string, namespace: string): Bundle | undefined
  exists(key: string): boolean
}

const PLACEHOLDER = /\{\{(.+?)\}\}/g
const pluralRules = new Map<string, Intl.PluralRules>()

function lookup(messages: Bundle, key: string): string | undefined {
  let node: unknown = messages
  for (const part of key.split('.')) {
    if (!node || typeof node !== 'object') return undefined
    node = (node as Bundle)[part]
  }
  return typeof node === 'string' ? node : undefined
}

function pluralCategory(locale: string, count: number): string {
  let rules = pluralRules.get(locale)
  if (!rules) {
    rules = new Intl.PluralRules(locale)
    pluralRules.set(locale, rules)
  }
  return rules.select(count)
}

/** i18next: a missing value keeps "{{name}}" as it is, unless the option is present (then it is empty). */
export function interpolate(text: string, options: TOptions, defaults: Record<string, string> = {}): string {
  return text.replace(PLACEHOLDER, (placeholder, inner: string) => {
    const name = inner.trim()
    const value = Object.hasOwn(options, name) ? options[name] : defaults[name]
    if (value === undefined) return Object.hasOwn(options, name) ? '' : placeholder
    return value === null ? '' : String(value)
  })
}

/** The key's text in `messages`, with the plural form `count` asks for ("_zero" for 0 first, as i18next does). */
function resolve(messages: Bundle, locale: string, key: string, count: unknown): string | undefined {
  if (count === undefined || typeof count === 'string') return lookup(messages, key)
  const forms = [`${key}_${pluralCategory(locale, Number(count))}`, key]
  if (count === 0) forms.unshift(`${key}_zero`)
  for (const form of forms) {
    const text = lookup(messages, form)
    if (text !== undefined) return text
  }
  return undefined
}

/** The translator of a page's resolved texts (nested as the island payload carries them). */
export function createTexts(locale: string, messages: Bundle, defaults: Record<string, string> = {}): Texts {
  const t: TFunction = (key, options = {}) => {
    const text = resolve(messages, locale, key, options.count)
    if (text === undefined) return key
    return options.skipInterpolation ? text : interpolate(text, options, defaults)
  }
  return {
    language: locale,
    t,
    getResourceBundle: (wanted) => (wanted === locale ? messages : undefined),
    exists: (key) => lookup(messages, key) !== undefined,
  }
}
