import { bundleTexts, LAST_FALLBACK_LOCALE } from '../../shared/i18n/createI18n.ts'
import type { Tracked } from '../../model/tracked.ts'
import { isPlainObject } from '../resolve/provenance.ts'
import { originOf } from '../../model/tracked.ts'
import type { JsonSource } from '../../model/jsonSource.ts'
import { joinPointer } from '../load/parseJsonSource.ts'
import type { Project } from '../../model/project.ts'
import type { EffectiveMarket } from '../../model/effectiveMarket.ts'

type Report = (source: JsonSource, pointer: string, rule: string, message: string, options?: { warning?: boolean }) => void

const LANGUAGE_NAMES = new Intl.DisplayNames(['en'], { type: 'language' })

/** Norwegian ("no") is written as Bokmål ("nb") or Nynorsk ("nn"): a bundle in either serves a "no" market language. */
const MACROLANGUAGE: Record<string, string> = { nb: 'no', nn: 'no' }
const sameLanguage = (locale: string, language: string) => {
  const own = locale.split('-')[0]
  return own === language || MACROLANGUAGE[own] === language
}

/** A translation is text or a group of translations: a number, a list or true is no text the translation runtime reads. */
export function checkBundleValues(project: Project, report: Report): void {
  for (const bundle of project.bundles.values()) {
    const visit = (value: unknown, pointer: string) => {
      if (typeof value === 'string') return
      if (isPlainObject(value)) {
        for (const [key, child] of Object.entries(value)) visit(child, joinPointer(pointer, key))
        return
      }
      const what = value === null ? 'null' : Array.isArray(value) ? 'a list' : `the ${typeof value} ${JSON.stringify(value)}`
      report(
        bundle.source,
        pointer,
        'translationType',
        `a translation must be text in double quotes (or a group of translations), not ${what}`,
      )
    }
    visit(bundleTexts(bundle.data), '')
  }
}

/**
 * A market language whose texts come from a bundle in another language only through the implicit last fallback
 * (en-US): the pages would render in English with nobody having decided so. A fallback the market names is a decision.
 */
export function checkMarketLanguages(project: Project, market: Tracked<EffectiveMarket>, report: Report): void {
  market.value.languages.forEach((entry, index) => {
    const named = entry.fallbackLocales ?? []
    const chain = [entry.locale, ...named, LAST_FALLBACK_LOCALE]
    const read = chain.find((locale) => project.bundles.has(locale))
    if (!read || sameLanguage(read, entry.language) || named.includes(read)) return
    const origin = originOf(market.origins, `/languages/${index}/locale`) ?? originOf(market.origins, '/languages')
    if (!origin) return
    const path = `/${entry.language}-${market.value.code}/`
    report(
      origin.source,
      origin.pointer,
      'languageFallback',
      `visitors of ${path} will read every text in ${LANGUAGE_NAMES.of(read.split('-')[0])} (the ${read} bundle): there is no bundle for ${entry.locale} and no fallback locale in ${LANGUAGE_NAMES.of(entry.language)}. Add locales/${entry.locale}/translations.json, or name the fallback you mean in "fallbackLocales"`,
      { warning: true },
    )
  })
}
