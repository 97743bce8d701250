import { explainPageSources, leaves } from '../../../engine/node/cli/explainPageSources.ts'
import { track } from '../../../engine/node/resolve/provenance.ts'
import { LAST_FALLBACK_LOCALE } from '../../../engine/shared/i18n/createI18n.ts'
import { resolveLayoutName } from '../../../engine/shared/layoutNames.ts'
import type { SiteIndex } from '../../../engine/model/siteIndex.ts'
import type { ExplainedField, ExplainedPage } from '../../shared/studioApi.ts'
import { bundleTextIndex } from './bundleTextIndex.ts'
import { explainedBlocks } from './explainedBlocks.ts'
import { overriddenPlaces } from './overriddenPlaces.ts'
import { pageTranslation } from './pageTranslation.ts'

/**
 * Every value of a page in one market and language and where it came from (what `npm run explain` prints), with the
 * places it overrides, the text of each translation key, and the blocks by place. Throws explain's UsageError for an
 * unknown market, page or language.
 */
export function explainedPage(index: SiteIndex, market: string, pageId: string, language?: string): ExplainedPage {
  const { route, values } = explainPageSources(index, market, pageId, language)
  const page = index.project.pages.get(route.pageId)!
  const layout = index.project.layouts.get(resolveLayoutName(route.page.value.layout))!
  const { before, after } = layout.data
  const layoutBlocks = { ...(before ? { before } : {}), ...(after ? { after } : {}) }
  // The layout's blocks render on the page too; they are set in the layout only, so nothing overrides them.
  const layoutValues = before || after ? leaves('/layout', track(layoutBlocks, layout.source)) : []
  const bundles = bundleTextIndex(index.project)
  // Every translation key a document names is a key of the en-US bundle (validation checks it): a string that is one is a key.
  const keys = bundles.get(LAST_FALLBACK_LOCALE)?.texts ?? new Map()
  const { fallbackLocales = [] } = index.markets.get(market)!.value.languages.find((entry) => entry.language === route.language)!
  const fields = [...values, ...layoutValues].map(
    ({ pointer, value, from }): ExplainedField => ({
      pointer,
      value,
      ...(from ? { from } : {}),
      overridden: overriddenPlaces(index, route, pointer, from),
      ...(typeof value === 'string' && keys.has(value)
        ? { translation: pageTranslation(bundles, route.locale, fallbackLocales, value) }
        : {}),
    }),
  )
  return {
    market: route.market,
    language: route.language,
    pageId: route.pageId,
    path: route.path,
    previewUrl: `${route.path}?studio`,
    fields,
    blocks: explainedBlocks(route, page, layout),
  }
}
