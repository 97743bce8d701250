/**
 * A page's texts as an input of the incremental build: the sha256 of what the texts it read (engine/server/textReads.ts)
 * are in the bundles now. A page whose other inputs did not change reads the same texts as long as those answer the
 * same (rendering is a function of its inputs), so one changed word re-renders only the pages that showed it.
 * Each kind of read is hashed with everything its answer depends on: a text with its plural forms in every locale
 * of its chain; an island's texts with the en-US keys they are chosen from, in order; a whole bundle as it is.
 */
import type { Bundle } from '../../engine/shared/i18n/createI18n.ts'
import { flattenBundle, LAST_FALLBACK_LOCALE } from '../../engine/shared/i18n/createI18n.ts'
import { PLURAL_SUFFIX } from '../../engine/shared/i18n/pluralForms.ts'
import { EngineBug } from '../../engine/shared/assert.ts'
import { sha256 } from './fileHashes.ts'

const FORMS = ['', '_zero', '_one', '_two', '_few', '_many', '_other']

/** Hashes lists of reads against `bundles` (locale → bundle document), each distinct read once. */
export function textReadsHasher(bundles: ReadonlyMap<string, Bundle>): (reads: readonly string[]) => string {
  const known = new Map<string, string>()
  let englishKeys: string[] | undefined
  // Each bundle's texts by their dotted key, flattened once: a build hashes tens of thousands of reads.
  const flattened = new Map<string, Map<string, string>>()
  const textsOf = (locale: string) => {
    let texts = flattened.get(locale)
    if (!texts) {
      texts = flattenBundle(bundles.get(locale) ?? {})
      flattened.set(locale, texts)
    }
    return texts
  }
  const valuesOf = (chain: string[], key: string) =>
    chain.map((locale) => {
      const texts = textsOf(locale)
      return FORMS.map((form) => texts.get(key + form) ?? null)
    })
  // The en-US keys an island's texts are chosen from, by its list of keys and prefixes: the same in every locale chain.
  const chosenKeys = new Map<string, string[]>()
  const islandKeys = (what: string): string[] => {
    let chosen = chosenKeys.get(what)
    if (!chosen) {
      const [keyList, prefixList] = what.split('|')
      const keys = new Set(keyList ? keyList.split(',') : [])
      const prefixes = prefixList ? prefixList.split(',') : []
      const wanted = (key: string) =>
        keys.has(key) || prefixes.some((prefix) => key.startsWith(prefix) && (key.length === prefix.length || key[prefix.length] === '.'))
      englishKeys ??= [...textsOf(LAST_FALLBACK_LOCALE).keys()]
      chosen = englishKeys.filter((key) => wanted(key) || wanted(key.replace(PLURAL_SUFFIX, '')))
      chosenKeys.set(what, chosen)
    }
    return chosen
  }
  const hashOf = (read: string): string => {
    const [chainText, kind, ...rest] = read.split(' ')
    const chain = chainText.split('>')
    const what = rest.join(' ')
    if (kind === 't') return sha256(read, JSON.stringify(valuesOf(chain, what)))
    if (kind === 'bundle') return sha256(read, JSON.stringify(bundles.get(chainText) ?? null))
    if (kind === 'island') {
      const chosen = islandKeys(what)
      return sha256(read, JSON.stringify(chosen.map((key) => [key, valuesOf(chain, key.replace(PLURAL_SUFFIX, ''))])))
    }
    throw new EngineBug(`a page read its texts in a way the incremental build does not know: "${read}" (engine/server/textReads.ts)`)
  }
  return (reads) =>
    sha256(
      ...reads.map((read) => {
        let hash = known.get(read)
        if (hash === undefined) {
          hash = hashOf(read)
          known.set(read, hash)
        }
        return hash
      }),
    )
}

/** sha256 of each locale's bundle: a list of reads that looks texts up only in unchanged bundles answers as it did. */
export function bundleHashes(bundles: ReadonlyMap<string, Bundle>): Record<string, string> {
  return Object.fromEntries([...bundles].map(([locale, bundle]) => [locale, sha256(JSON.stringify(bundle))]))
}

/**
 * The locales whose bundles a list of reads depends on: every locale of each read's chain, and en-US, whose keys
 * choose an island's texts.
 */
export function localesRead(reads: readonly string[]): Set<string> {
  const locales = new Set<string>([LAST_FALLBACK_LOCALE])
  const chains = new Set(reads.map((read) => read.slice(0, read.indexOf(' '))))
  for (const chain of chains) for (const locale of chain.split('>')) locales.add(locale)
  return locales
}
