import { createAtomStore } from '../shared/state/atomStore.ts'
import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { scriptJson } from '../shared/scriptJson.ts'
import { BlockDataContext } from '../shared/BlockDataContext.ts'
import { BlockProviders } from '../shared/BlockProviders.tsx'
import { ISLAND_PAYLOAD_ID, type IslandPayload } from '../shared/islandPayload.ts'
import type { LinksByKey } from '../shared/pageLink.ts'
import { NotFoundView } from '../views/NotFoundView.tsx'
import { PageView, SHARED_CHROME_PARTS, sharedChrome, sharedChromeSlot, type SharedChromePart } from '../views/PageView.tsx'
import { BlockRegistryContext } from '../views/BlockList.tsx'
import { StudioMarkersContext } from '../views/StudioMarkersContext.ts'
import { blockRegistry } from './blockRegistry.ts'
import type { SiteIndex } from '../model/siteIndex.ts'
import type { RenderModel } from '../model/renderModel.ts'
import { IslandCollectorContext, type IslandCollector } from '../views/Island.tsx'
import type { RenderedIsland } from '../model/renderedPage.ts'
import { messagesFor } from './translations.ts'
import { noteTextReads, withTextReads } from './textReads.ts'
import { headLinks } from './headLinks.ts'
import { hasMarketChooserAsXDefault } from '../model/marketChooserCluster.ts'
import { shareImageOf } from '../model/shareImage.ts'
import { homeStructuredData } from './homeStructuredData.ts'
import { socialMeta } from './socialMeta.ts'
import { lcpPicturePreloads } from './lcpPicturePreloads.ts'
import { linkToMarketChooser } from '../shared/linkTo.ts'
import { EscapedMarkup, markup } from '../shared/escapedMarkup.ts'
import { ACCOUNT_HINT_SCRIPT } from '../shared/runtime/accountHint.ts'
import { consentHintScript } from '../shared/runtime/consentHint.ts'

export interface RenderedDocument {
  /** The whole document, without its stylesheets and scripts (engine/node/assets/assemblePage.ts adds them). */
  documentHtml: string
  islands: RenderedIsland[]
}

export interface RenderOptions {
  /** The studio's preview (dev server only): each block wrapped in a marker naming its place (StudioMarkersContext). */
  studioMarkers?: boolean
}

/**
 * The full HTML document of one page; islands get one payload with the env and their texts.
 * `errorStatus` renders the market language's 404 or 500 page inside the same chrome (not indexed, no alternates, as a
 * page that is not indexable).
 */
export function renderDocument(
  site: SiteIndex,
  model: RenderModel,
  options: RenderOptions & { errorStatus?: 404 | 500 } = {},
): RenderedDocument {
  const collector: IslandCollector = { messageKeys: new Set(), messagePrefixes: new Set(), links: new Set(), islands: [] }
  const render = (element: ReactNode) =>
    renderToString(
      <BlockRegistryContext.Provider value={blockRegistry}>
        <IslandCollectorContext.Provider value={collector}>
          <BlockDataContext.Provider value={{ route: model.route.path, byPlace: model.blockData }}>
            <BlockProviders env={model.env} i18n={model.i18n} store={createAtomStore()}>
              <StudioMarkersContext.Provider value={options.studioMarkers ?? false}>{element}</StudioMarkersContext.Provider>
            </BlockProviders>
          </BlockDataContext.Provider>
        </IslandCollectorContext.Provider>
      </BlockRegistryContext.Provider>,
    )
  const shared = sharedChromeHtml(model, render)
  const body = SHARED_CHROME_PARTS.reduce(
    (html, part) => html.replace(sharedChromeSlot(part), () => shared[part]),
    render(
      <PageView model={model}>
        {options.errorStatus ? <NotFoundView links={model.chrome.notFound} status={options.errorStatus} /> : undefined}
      </PageView>,
    ),
  )
  const payload: IslandPayload | undefined =
    collector.islands.length > 0
      ? {
          env: {
            ...model.env,
            otherLanguageLink: undefined,
            links: Object.fromEntries([...collector.links].map((link) => [link, (model.env.links as LinksByKey)[link]])),
          },
          messages: messagesFor(site, model.i18n, collector.messageKeys, collector.messagePrefixes),
          ...otherLanguageLinksOf(model.env, collector.links),
        }
      : undefined
  const links = headLinks(
    {
      canonical: model.canonical,
      alternates: model.alternates,
      xDefault: hasMarketChooserAsXDefault(site, model.route) ? linkToMarketChooser(site.links, { absolute: true }) : undefined,
    },
    { noindex: options.errorStatus !== undefined || !model.indexable },
  )
  const siteSettings = site.project.site!.data
  const shareImage = shareImageOf(model.route.page.value, siteSettings.shareImage)
  const social =
    options.errorStatus !== undefined
      ? ''
      : socialMeta({
          title: model.title,
          description: model.description,
          url: model.canonical,
          locale: model.route.locale,
          siteName: model.env.brandName,
          origin: model.env.origin,
          image: shareImage,
          // A card's image needs a text for screen readers: a decorative image (common.decorative, empty) shows the page.
          imageAlt: (shareImage && model.i18n.t(shareImage.alt)) || model.title,
        })
  const searchHref = siteSettings.siteSearch && (model.env.links as LinksByKey)[siteSettings.siteSearch.page]
  const structuredData =
    options.errorStatus === undefined && hasMarketChooserAsXDefault(site, model.route)
      ? homeStructuredData({
          brandName: model.env.brandName,
          origin: model.env.origin,
          homeUrl: model.canonical,
          locale: model.route.locale,
          search: searchHref
            ? { url: new URL(searchHref, model.env.origin).href, parameter: siteSettings.siteSearch!.parameter }
            : undefined,
        })
      : ''
  // Before the body paints: a logged-in visitor's header shows the account, never "Log in" first (accountHint.ts).
  const accountHint =
    model.layout.header === 'menuAndLogin' && model.chrome.login?.account ? `<script>${ACCOUNT_HINT_SCRIPT}</script>\n` : ''
  // Before the body paints too: the cookie banner shows from the first paint while no choice is stored (consentHint.ts).
  const consentHint = `<script>${consentHintScript(model.chrome.consent.cookiePrefix)}</script>\n`
  const payloadScript = payload ? `<script type="application/json" id="${ISLAND_PAYLOAD_ID}">${scriptJson(payload)}</script>` : ''
  // data-page names the page document the HTML was built from: checks over the built site (one page per template)
  // tell generated pages apart by it, since their URLs do not say which route source made them.
  const documentHtml = markup`<!DOCTYPE html>
<html lang="${model.env.language}-${model.env.country.toUpperCase()}" dir="${model.env.dir}" data-theme="${model.layout.theme}" data-mode="${model.layout.mode ?? 'light'}" data-page="${model.route.pageId}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
${new EscapedMarkup(lcpPicturePreloads(body))}
<title>${model.title}</title>
<meta name="description" content="${model.description}">
${new EscapedMarkup(links.text)}
${social}${structuredData}
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
${new EscapedMarkup(consentHint + accountHint)}</head>
<body>${new EscapedMarkup(body + payloadScript)}</body>
</html>`.text
  return { documentHtml, islands: collector.islands }
}

/**
 * The cookie banner and footer of a page, rendered once per market language, URL prefix and layout: they are the
 * same on all its pages (their links resolve per market language, engine/server/resolveChromeHref.ts) and were
 * about half of what React rendered for a small page. Keyed by the i18n instance (one per locale and site).
 */
const sharedChromeCache = new WeakMap<object, Map<string, { html: Record<SharedChromePart, string>; reads: string[] }>>()

function sharedChromeHtml(model: RenderModel, render: (element: ReactNode) => string): Record<SharedChromePart, string> {
  let byPage = sharedChromeCache.get(model.i18n)
  if (!byPage) {
    byPage = new Map()
    sharedChromeCache.set(model.i18n, byPage)
  }
  const key = [model.route.market, model.route.language, model.route.country, model.route.prefix ?? '', model.layout.name].join('|')
  let rendered = byPage.get(key)
  if (!rendered) {
    // The texts it read are the texts of every page that shows it (the incremental build's record, textReads.ts).
    const { value, reads } = withTextReads(() => {
      const parts = sharedChrome(model)
      return Object.fromEntries(SHARED_CHROME_PARTS.map((part) => [part, render(parts[part])])) as Record<SharedChromePart, string>
    })
    rendered = { html: value, reads }
    byPage.set(key, rendered)
  } else noteTextReads(rendered.reads)
  return rendered.html
}

/** The islands' links this market language lacks, answered where the market offers them (PageEnv.otherLanguageLink). */
function otherLanguageLinksOf(env: RenderModel['env'], links: Set<string>): Pick<IslandPayload, 'otherLanguageLinks'> {
  const answers = [...links].flatMap((link) => {
    if ((env.links as LinksByKey)[link]) return []
    const elsewhere = env.otherLanguageLink?.(link)
    return elsewhere ? [[link, elsewhere] as const] : []
  })
  return answers.length > 0 ? { otherLanguageLinks: Object.fromEntries(answers) } : {}
}
