import { renderToString } from 'react-dom/server'
import { EscapedMarkup, markup } from '../shared/escapedMarkup.ts'
import { linkTo, linkToMarketChooser } from '../shared/linkTo.ts'
import { marketChooserCluster } from '../model/marketChooserCluster.ts'
import { LAST_FALLBACK_LOCALE } from '../shared/i18n/createI18n.ts'
import { MarketChooserView } from '../views/MarketChooserView.tsx'
import type { SiteIndex } from '../model/siteIndex.ts'
import { marketChoices } from './marketChoices.ts'
import { i18nFor } from './translations.ts'

/**
 * The market chooser at "/", in en-US, with every market named in its own language. With `notFound`, the 404 page of
 * a path outside any market prefix (404.html): the SPEC §8 404 text, then every market's home page as the way on
 * (issue 26), not indexed. The chooser is the x-default of the market homes, so it names each of them as its hreflang
 * alternate, and itself as x-default.
 */
export function renderMarketChooser(site: SiteIndex, options: { notFound?: boolean } = {}) {
  const chooser = linkToMarketChooser(site.links, { absolute: true })
  const alternates = marketChooserCluster(site).map(
    (home) =>
      markup`<link rel="alternate" hreflang="${home.language}-${home.country.toUpperCase()}" href="${linkTo({ ...home, slug: '' }, site.links, { absolute: true })}">`,
  )
  const english = i18nFor(site, LAST_FALLBACK_LOCALE)
  const choices = marketChoices(site)
  const brandName = site.project.site!.data.brandName
  const title = english.t(options.notFound ? 'errors.notFound.title' : 'marketChooser.title')
  const description = english.t(options.notFound ? 'errors.notFound.text' : 'marketChooser.description')
  const body = renderToString(
    <MarketChooserView
      brandName={brandName}
      title={english.t(options.notFound ? 'errors.notFound.heading' : 'marketChooser.heading')}
      description={description}
      choices={choices}
      status={options.notFound ? 404 : undefined}
    />,
  )
  const head = options.notFound
    ? markup`<meta name="robots" content="noindex">`
    : markup`<meta name="description" content="${description}">
<link rel="canonical" href="${chooser}">${alternates}<link rel="alternate" hreflang="x-default" href="${chooser}">`
  return markup`<!DOCTYPE html>
<html lang="en-US" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} | ${brandName}</title>
${head}
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
</head>
<body>${new EscapedMarkup(body)}</body>
</html>`.text
}
