/**
 * The one translation runtime (SPEC §3 translation bundles, §7 micro-apps): the server, the islands and the micro-apps all
 * translate through createTexts. It reads i18next's bundle format (nested keys, "_one"/"_few"/"_other" plural keys,
 * "{{name}}" placeholders) and answers what i18next 26 answered for it, without its ~40 KB in the browser:
 * i18nextAnswers.test.ts holds it to a table of i18next's answers for real keys, and browserTexts.test.ts holds the
 * islands' resolved texts to the server's fallback chain over every key.
 */
import type { Bundle } from './createI18n.ts'

/** What a text call may pass: placeholder values, `count` (picks the plural form), `skipInterpolation` (the raw text). */
export type TOptions = Record<string, unknown> & { count?: unknown; skipInterpolation?: boolean }

/** A text by its key ("plus.offer.seats"), its placeholders filled; the key itself when the page has no such text. */
export type TFunction = (key: string, options?: TOptions) => string

/** The page's texts as blocks and micro-apps see them (the shape of react-i18next's `i18n`, as far as it is used). */
export interface Texts {
  language: string
  t: TFunction
  /** The texts of a locale as one nested object (handed on to a micro-app). */
  getResourceBundle(locale: string, namespace: string): Bundle | undefined
  exists(key: string): boolean
}

/** One locale's texts, searched in the order of the chain: the page's locale first, then its fallbacks. */
export interface LocaleTexts {
  locale: string
  messages: Bundle
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

/** The plural category of `count` in the rules of `locale` (each locale of the chain by its own rules, as i18next). */
function pluralCategory(locale: string, count: number): string {
  let rules = pluralRules.get(locale)
  if (!rules) {
    rules = new Intl.PluralRules(locale)
    pluralRules.set(locale, rules)
  }
  return rules.select(count)
}

function own(values: Record<string, unknown>, name: string): unknown {
  return Object.hasOwn(values, name) ? values[name] : undefined
}

/**
 * "{{name}}" filled from `options`, then from `defaults` (the market's values). As i18next: a value given as
 * undefined falls back to the default; a missing value keeps "{{name}}" as it is, unless the option is present
 * (then it is empty); null is empty; a value is inserted as it is and not read for placeholders again.
 */
export function interpolate(text: string, options: TOptions, defaults: Record<string, unknown> = {}): string {
  if (!text.includes('{{')) return text
  return text.replace(PLACEHOLDER, (placeholder, inner: string) => {
    const name = inner.trim()
    const given = own(options, name)
    const value = given !== undefined ? given : own(defaults, name)
    if (value === undefined) return Object.hasOwn(options, name) ? '' : placeholder
    return value === null ? '' : String(value)
  })
}

/** The key's text in the chain: per locale, the zero form for 0, the locale's plural form, the key itself. */
function resolve(chain: readonly LocaleTexts[], key: string, count: unknown): string | undefined {
  const plural = count !== undefined && typeof count !== 'string'
  for (const { locale, messages } of chain) {
    if (plural) {
      if (count === 0) {
        const zero = lookup(messages, `${key}_zero`)
        if (zero !== undefined) return zero
      }
      const form = lookup(messages, `${key}_${pluralCategory(locale, Number(count))}`)
      if (form !== undefined) return form
    }
    const text = lookup(messages, key)
    if (text !== undefined) return text
  }
  return undefined
}

/**
 * The texts of a page in `locale`: `messages` first, then each of `fallbacks` in order. The browser passes the
 * page payload's resolved texts and no fallbacks; the server passes the project's bundles along the market's
 * fallback chain (createI18n). `defaults` fill the placeholders every text may name ("{{firstRideDiscount}}").
 */
export function createTexts(
  locale: string,
  messages: Bundle,
  defaults: Record<string, unknown> = {},
  fallbacks: readonly LocaleTexts[] = [],
): Texts {
  const chain: LocaleTexts[] = [{ locale, messages }, ...fallbacks]
  const t: TFunction = (key, options = {}) => {
    const text = resolve(chain, key, options.count)
    if (text === undefined) return key
    return options.skipInterpolation ? text : interpolate(text, options, defaults)
  }
  return {
    language: locale,
    t,
    getResourceBundle: (wanted) => chain.find((entry) => entry.locale === wanted)?.messages,
    exists: (key) => chain.some((entry) => lookup(entry.messages, key) !== undefined),
  }
}
