import type { i18n } from 'i18next'
import { createI18n, flattenBundle, nestMessages, type Bundle } from '../shared/i18n/createI18n.ts'
import { pluralBases, pluralCategoriesOf, pluralKeyOf } from '../shared/i18n/pluralForms.ts'
import type { SiteIndex } from '../node/buildSiteIndex.ts'

const instances = new WeakMap<SiteIndex, Map<string, i18n>>()

/** One i18next instance per locale, fallback chain and market values, shared by every page that has them. */
export function i18nFor(site: SiteIndex, locale: string, fallbackLocales: string[] = [], values: Record<string, string> = {}): i18n {
  let byLocale = instances.get(site)
  if (!byLocale) instances.set(site, (byLocale = new Map()))
  const key = `${[locale, ...fallbackLocales].join('>')} ${JSON.stringify(values)}`
  let instance = byLocale.get(key)
  if (!instance) {
    const bundles: Record<string, Bundle> = {}
    for (const [name, document] of site.project.bundles) bundles[name] = document.data
    instance = createI18n(locale, bundles, fallbackLocales, values)
    byLocale.set(key, instance)
  }
  return instance
}

/**
 * The texts an island needs in the browser: every key under the given prefixes, already resolved with fallbacks.
 * The browser has only these, under the page's language, so a plural key gets every form that language uses
 * (Polish "_few", "_many"); a form no bundle of the chain has takes the "_other" text instead of showing a raw key.
 */
export function messagesFor(site: SiteIndex, instance: i18n, keys: Set<string>, prefixes: Set<string>): Bundle {
  // Thousands of pages ask for the same few sets: resolved once per instance and set (the result is only read).
  let byRequest = resolvedMessages.get(instance)
  if (!byRequest) resolvedMessages.set(instance, (byRequest = new Map()))
  const request = `${[...keys].sort().join(',')} ${[...prefixes].sort().join(',')}`
  let messages = byRequest.get(request)
  if (!messages) byRequest.set(request, (messages = resolveMessages(site, instance, keys, prefixes)))
  return messages
}

const resolvedMessages = new WeakMap<i18n, Map<string, Bundle>>()
const englishKeys = new WeakMap<SiteIndex, { english: string[]; bases: Set<string> }>()

function resolveMessages(site: SiteIndex, instance: i18n, keys: Set<string>, prefixes: Set<string>): Bundle {
  const messages: Record<string, string> = {}
  let keysOfSite = englishKeys.get(site)
  if (!keysOfSite) {
    const english = [...flattenBundle(site.project.bundles.get('en-US')!.data).keys()]
    englishKeys.set(site, (keysOfSite = { english, bases: pluralBases(english) }))
  }
  const { english, bases } = keysOfSite
  const forms = new Set([...pluralCategoriesOf(instance.language), 'other'])
  const wanted = (key: string) => keys.has(key) || [...prefixes].some((prefix) => key === prefix || key.startsWith(prefix + '.'))
  for (const key of english) {
    const plural = pluralKeyOf(key, bases)
    if (!plural) {
      if (wanted(key)) messages[key] = instance.t(key)
      continue
    }
    if (plural.category !== 'other' || !(wanted(key) || wanted(plural.base))) continue
    for (const category of forms) {
      const form = `${plural.base}_${category}`
      messages[form] = instance.t(instance.exists(form) ? form : key)
    }
  }
  return nestMessages(messages)
}
