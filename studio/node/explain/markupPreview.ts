import { lineAndColumn } from '../../../engine/node/load/parseJsonSource.ts'
import { markupTextProblems } from '../../../engine/node/validate/markupTextProblems.ts'
import { fallbackChain } from '../../../engine/shared/i18n/createI18n.ts'
import type { Route } from '../../../engine/model/route.ts'
import type { SiteIndex } from '../../../engine/model/siteIndex.ts'
import type { Problem } from '../../shared/studioApi.ts'

/** The file a field's problems name: the text is not in a file yet, its lines and columns count inside the field. */
export const FIELD_FILE = '(field)'

/** What validation would say about a content-markup text written into a bundle, at lines and columns of the text. */
export function markupProblems(text: string, pageIds: ReadonlyMap<string, unknown>): Problem[] {
  // In the order of the text, as a writer reads it (the markup mistakes come before the link checks otherwise).
  const found = markupTextProblems(text, pageIds).sort((a, b) => a.offset - b.offset)
  return found.map(({ offset, message, suggestions }) => ({
    severity: 'error',
    file: FIELD_FILE,
    ...lineAndColumn(text, offset),
    pointer: '',
    rule: 'markup',
    message,
    ...(suggestions?.length ? { suggestions } : {}),
  }))
}

/**
 * A page the text can be previewed on in `locale`: one of a market language that reads that locale, else one that
 * falls back to it (a bundle no market language reads first, such as a shared language's).
 */
export function previewRouteFor(index: SiteIndex, locale: string): Route | undefined {
  const readsFirst = index.routes.find((route) => route.locale === locale)
  if (readsFirst) return readsFirst
  return index.routes.find((route) => {
    const entry = index.markets.get(route.market)!.value.languages.find((language) => language.language === route.language)
    return fallbackChain(route.locale, entry?.fallbackLocales ?? [], () => true).includes(locale)
  })
}
