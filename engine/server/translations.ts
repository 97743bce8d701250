import { createI18n, flattenBundle, LAST_FALLBACK_LOCALE, nestMessages, type Bundle } from '../shared/i18n/createI18n.ts'
import { noteTextRead, textChain } from './textReads.ts'
import { pluralBases, pluralCategoriesOf, pluralKeyOf } from '../shared/i18n/pluralForms.ts'
import type { SiteIndex } from '../model/siteIndex.ts'
import type { Texts } from '../shared/i18n/translate.ts'

const instances = new WeakMap<SiteIndex, Map<string, Texts>>()
/** The locale chain of each instance i18nFor made (textReads.ts), and the texts it records reads of. */
const chains = new WeakMap<Texts, { chain: string; texts: Texts }>()

/** The texts, noting every read for the incremental build (textReads.ts). */
function recordingReads(texts: Texts, chain: string): Texts {
  const recording: Texts = {
    language: texts.language,
    t: (key, options) => {
      noteTextRead(`${chain} t ${key}`)
      return texts.t(key, options)
    },
    exists: (key) => {
      noteTextRead(`${chain} t ${key}`)
      return texts.exists(key)
    },
    getResourceBundle: (locale, namespace) => {
      noteTextRead(`${locale} bundle`)
      return texts.getResourceBundle(locale, namespace)
    },
  }
  chains.set(recording, { chain, texts })
  return recording
}

/** One set of texts per locale, fallback chain and market values, shared by every page that has them. */
export function i18nFor(site: SiteIndex, locale: string, fallbackLocales: string[] = [], values: Record<string, string> = {}): Texts {
  let byLocale = instances.get(site)
  if (!byLocale) {
    byLocale = new Map()
    instances.set(site, byLocale)
  }
  const key = `${[locale, ...fallbackLocales].join('>')} ${JSON.stringify(values)}`
  let instance = byLocale.get(key)
  if (!instance) {
    const bundles: Record<string, Bundle> = {}
    for (const [name, document] of site.project.bundles) bundles[name] = document.data
    instance = recordingReads(
      createI18n(locale, bundles, fallbackLocales, values),
      textChain(locale, fallbackLocales, LAST_FALLBACK_LOCALE),
    )
    byLocale.set(key, instance)
  }
  return instance
}

/**
 * The texts an island needs in the browser: every key under the given prefixes, already resolved with fallbacks.
 * The browser has only these, under the page's language, so a plural key gets every form that language uses
 * (Polish "_few", "_many"); a form no bundle of the chain has takes the "_other" text instead of showing a raw key.
 */
export function messagesFor(site: SiteIndex, instance: Texts, keys: Set<string>, prefixes: Set<string>): Bundle {
  const recorded = chains.get(instance)
  if (recorded) noteTextRead(`${recorded.chain} island ${[...keys].sort().join(',')}|${[...prefixes].sort().join(',')}`)
  // Thousands of pages ask for the same few sets: resolved once per instance and set (the result is only read).
  let byRequest = resolvedMessages.get(instance)
  if (!byRequest) {
    byRequest = new Map()
    resolvedMessages.set(instance, byRequest)
  }
  const request = `${[...keys].sort().join(',')} ${[...prefixes].sort().join(',')}`
  let messages = byRequest.get(request)
  if (!messages) {
    // Read through the texts themselves: the island's read above is what the page depends on.
    messages = resolveMessages(site, recorded?.texts ?? instance, keys, prefixes)
    byRequest.set(request, messages)
  }
  return messages
}

const resolvedMessages = new WeakMap<Texts, Map<string, Bundle>>()
/** The English keys in bundle order, each with its plural base and form (worked out once per site). */
const englishKeys = new WeakMap<SiteIndex, { key: string; plural: ReturnType<typeof pluralKeyOf> }[]>()

function resolveMessages(site: SiteIndex, instance: Texts, keys: Set<string>, prefixes: Set<string>): Bundle {
  const messages: Record<string, string> = {}
  let english = englishKeys.get(site)
  if (!english) {
    const all = [...flattenBundle(site.project.bundles.get('en-US')!.data).keys()]
    const bases = pluralBases(all)
    english = all.map((key) => ({ key, plural: pluralKeyOf(key, bases) }))
    englishKeys.set(site, english)
  }
  const { t, exists } = instance
  const forms = new Set([...pluralCategoriesOf(instance.language), 'other'])
  const prefixList = [...prefixes]
  const wanted = (key: string) =>
    keys.has(key) || prefixList.some((prefix) => key.startsWith(prefix) && (key.length === prefix.length || key[prefix.length] === '.'))
  for (const { key, plural } of english) {
    if (!plural) {
      if (wanted(key)) messages[key] = t(key)
      continue
    }
    if (plural.category !== 'other' || !(wanted(key) || wanted(plural.base))) continue
    for (const category of forms) {
      const form = `${plural.base}_${category}`
      messages[form] = t(exists(form) ? form : key)
    }
  }
  return nestMessages(messages)
}
