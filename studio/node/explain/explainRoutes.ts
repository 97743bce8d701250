import { UsageError } from '../../../engine/shared/assert.ts'
import { didYouMean, getMostSimilar } from '../../../engine/shared/getMostSimilar.ts'
import type * as MarkupPreviewRenderer from '../../../engine/server/renderMarkupPreview.tsx'
import type { MarkupPreview, MarkupPreviewRequest } from '../../shared/studioApi.ts'
import type { StudioAnswer, StudioRoute } from '../studioRoute.ts'
import { bundleTextIndex } from './bundleTextIndex.ts'
import { explainedPage } from './explainedPage.ts'
import { markupProblems, previewRouteFor } from './markupPreview.ts'
import { translationTexts } from './translationTexts.ts'
import { isAnswer, validatedSite } from './validatedSite.ts'

/** The renderer's markup preview, loaded through the studio's Vite (the blocks' styles compile there). */
const MARKUP_RENDERER = '/engine/server/renderMarkupPreview.tsx'

const refuse = (status: number, message: string, suggestions: string[] = []): StudioAnswer => ({
  status,
  body: { message, ...(suggestions.length > 0 ? { suggestions } : {}) },
})

/** The studio's explain area: where a page's values come from, one key's texts, and a markup field's preview. */
export const explainRoutes: StudioRoute[] = [
  {
    method: 'GET',
    path: '/explain',
    handle({ query }, { root }) {
      const [market, page, language] = ['market', 'page', 'language'].map((name) => query.get(name) ?? '')
      if (!market || !page) return refuse(400, 'Ask for a page as /explain?market=<code>&page=<page id>&language=<code>')
      const site = validatedSite(root)
      if (isAnswer(site)) return site
      try {
        return { status: 200, body: explainedPage(site.index, market, page, language || undefined) }
      } catch (error) {
        if (error instanceof UsageError) return refuse(400, error.message)
        throw error
      }
    },
  },
  {
    method: 'GET',
    path: '/translation',
    handle({ query }, { root }) {
      const key = query.get('key') ?? ''
      if (!key) return refuse(400, 'Ask for a key as /translation?key=<translation key>')
      const site = validatedSite(root)
      if (isAnswer(site)) return site
      const bundles = bundleTextIndex(site.project)
      if (![...bundles.values()].some(({ texts }) => texts.has(key))) {
        const suggestions = getMostSimilar(key, new Set([...bundles.values()].flatMap(({ texts }) => [...texts.keys()])))
        return refuse(404, `There is no translation key "${key}" in any bundle${didYouMean(suggestions)}`, suggestions)
      }
      return { status: 200, body: translationTexts(site.index, bundles, site.markupKeys, key) }
    },
  },
  {
    method: 'POST',
    path: '/markup',
    async handle({ body }, { root, vite }) {
      const { text, locale } = (body ?? {}) as Partial<MarkupPreviewRequest>
      if (typeof text !== 'string' || typeof locale !== 'string')
        return refuse(400, 'Send {"text": "<content markup>", "locale": "<locale>"}')
      const site = validatedSite(root)
      if (isAnswer(site)) return site
      if (!site.project.bundles.has(locale)) {
        const suggestions = getMostSimilar(locale, site.project.bundles.keys())
        return refuse(400, `There is no bundle locales/${locale}/translations.json${didYouMean(suggestions)}`, suggestions)
      }
      const route = previewRouteFor(site.index, locale)
      if (!route) return refuse(400, `No market language reads the locale "${locale}": there is no page to preview it on`)
      const renderer = (await vite.ssrLoadModule(MARKUP_RENDERER)) as typeof MarkupPreviewRenderer
      const preview: MarkupPreview = {
        html: renderer.renderMarkupPreview(site.index, route, text),
        problems: markupProblems(text, site.project.pages),
      }
      return { status: 200, body: preview }
    },
  },
]
