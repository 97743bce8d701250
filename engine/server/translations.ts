import type { i18n } from 'i18next'
import { createI18n, flattenBundle, nestMessages, type Bundle } from '../shared/i18n/createI18n.ts'
import type { SiteIndex } from '../node/buildSiteIndex.ts'

const instances = new WeakMap<SiteIndex, Map<string, i18n>>()

/** One i18next instance per locale and fallback chain, shared by every page of that locale. */
export function i18nFor(site: SiteIndex, locale: string, fallbackLocales: string[] = []): i18n {
  let byLocale = instances.get(site)
  if (!byLocale) instances.set(site, (byLocale = new Map()))
  const key = [locale, ...fallbackLocales].join('>')
  let instance = byLocale.get(key)
  if (!instance) {
    const bundles: Record<string, Bundle> = {}
    for (const [name, document] of site.project.bundles) bundles[name] = document.data
    instance = createI18n(locale, bundles, fallbackLocales)
    byLocale.set(key, instance)
  }
  return instance
}

/** The texts an island needs in the browser: every key under the given prefixes, already resolved with fallbacks. */
export function messagesFor(site: SiteIndex, instance: i18n, keys: Set<string>, prefixes: Set<string>): Bundle {
  const messages: Record<string, string> = {}
  for (const key of flattenBundle(site.project.bundles.get('en-US')!.data).keys()) {
    const wanted = keys.has(key) || [...prefixes].some((prefix) => key === prefix || key.startsWith(prefix + '.'))
    if (wanted) messages[key] = instance.t(key)
  }
  return nestMessages(messages)
}
