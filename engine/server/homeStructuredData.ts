import { EscapedMarkup } from '../shared/escapedMarkup.ts'
import { scriptJson } from '../shared/scriptJson.ts'

export interface HomeStructuredDataModel {
  brandName: string
  /** The market's origin ("https://www.example.com"). */
  origin: string
  /** The home page's absolute URL. */
  homeUrl: string
  /** "de-DE". */
  locale: string
  /** The search results page's absolute URL and its query parameter (site.json "siteSearch"), where the market has it. */
  search?: { url: string; parameter: string }
}

/**
 * schema.org Organization and WebSite for a market home (https://schema.org/WebSite): the brand, its logo, and the
 * site's search as a SearchAction, which search engines offer as a search box under the result. One JSON-LD script
 * in the head; scriptJson escapes "<", so no value can end it.
 */
export function homeStructuredData(model: HomeStructuredDataModel): EscapedMarkup {
  const organizationId = `${model.origin}/#organization`
  const website = {
    '@type': 'WebSite',
    '@id': `${model.homeUrl}#website`,
    name: model.brandName,
    url: model.homeUrl,
    inLanguage: model.locale,
    publisher: { '@id': organizationId },
    ...(model.search && {
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: `${model.search.url}?${model.search.parameter}={search_term_string}` },
        'query-input': 'required name=search_term_string',
      },
    }),
  }
  const organization = {
    '@type': 'Organization',
    '@id': organizationId,
    name: model.brandName,
    url: `${model.origin}/`,
    logo: `${model.origin}/favicon.svg`,
  }
  // Two scripts rather than one @graph: every consumer reads top-level items, not all of them read a graph.
  return new EscapedMarkup(
    [organization, website]
      .map((item) => `<script type="application/ld+json">${scriptJson({ '@context': 'https://schema.org', ...item })}</script>`)
      .join(''),
  )
}
