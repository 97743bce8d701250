import { pagePath, type LinkSettings } from '../../shared/linkTo.ts'
import type { EffectiveMarket } from '../../model/effectiveMarket.ts'
import type { Project } from '../../model/project.ts'
import type { Route } from '../../model/route.ts'
import { indexRoutes, type SiteIndex } from '../../model/siteIndex.ts'
import { originOf, type SourceRef, type Tracked } from '../../model/tracked.ts'
import { marketCodes, resolveMarket } from './resolveMarket.ts'
import { pageAppliesTo, resolvePage } from './resolvePage.ts'

/** Every page of every market and language, with its URL. Expects a project that passed validation. */
export function buildSiteIndex(project: Project): SiteIndex {
  const links: LinkSettings = { origin: project.site!.data.origin, marketOrigins: project.site!.data.marketOrigins }
  const markets = new Map<string, Tracked<EffectiveMarket>>()
  const routes: Route[] = []
  const generators: Route[] = []
  const externalLinks = new Map<string, Record<string, string>>()
  for (const code of marketCodes(project)) {
    const market = resolveMarket(project, code)
    markets.set(code, market)
    externalLinks.set(code, {})
    for (const { language, locale } of market.value.languages) {
      for (const [pageId, document] of project.pages) {
        if (!pageAppliesTo(document.data, code)) continue
        const page = resolvePage(project, pageId, code, language)
        const marketPath = document.data.marketPath ? market.value.paths?.[document.data.marketPath] : undefined
        if (marketPath === '') continue
        if (marketPath?.startsWith('https://')) {
          externalLinks.get(code)![`page:${pageId}`] = marketPath
          continue
        }
        if (marketPath !== undefined) {
          page.value.slug = slugOfMarketPath(
            marketPath,
            market.value.pathPrefix ?? `${language}-${market.value.countryAlpha2.toLowerCase()}`,
          )
          page.origins.set('/slug', originOf(market.origins, `/paths/${document.data.marketPath}`)!)
        }
        if (document.data.marketSlug) {
          const decided = marketSlugOf(project, market, document.data.marketSlug)
          if (!decided) continue
          page.value.slug = decided.slug
          if (decided.origin) page.origins.set('/slug', decided.origin)
        }
        const country = market.value.countryAlpha2.toLowerCase()
        const prefix = market.value.pathPrefix
        const path = pagePath({ language, country, prefix, slug: page.value.slug })
        ;(document.data.generate ? generators : routes).push({
          path,
          market: code,
          language,
          locale,
          country,
          ...(prefix ? { prefix } : {}),
          pageId,
          page,
        })
      }
    }
  }
  return { project, links, externalLinks, markets, routes, generators, ...indexRoutes(routes) }
}

/**
 * The slug a market gives a page with "marketSlug" (SPEC §2, the 404 page's links): the branch directory
 * at its national domain's branchPath (else its slugs.stationFinder), the fleet at slugs.fleet up to its
 * first placeholder ("flotte/{brand}" → "flotte"), the truck rental page at slugs.truck. Undefined when the market has none.
 */
export function marketSlugOf(
  project: Project,
  market: Tracked<EffectiveMarket>,
  kind: 'branches' | 'fleet' | 'truck',
): { slug: string; origin?: SourceRef } | undefined {
  const trim = (slug: string | undefined) => slug?.split('{')[0].replace(/^\/+|\/+$/g, '') || undefined
  if (kind === 'truck') {
    const slug = trim(market.value.slugs?.truck)
    return slug ? { slug, origin: originOf(market.origins, '/slugs/truck') } : undefined
  }
  if (kind === 'fleet') {
    const slug = trim(market.value.slugs?.fleet)
    return slug ? { slug, origin: originOf(market.origins, '/slugs/fleet') } : undefined
  }
  const domain = market.value.domain ? project.domains.get(market.value.domain) : undefined
  const branchPath = trim(domain?.data.branchPath)
  if (branchPath) return { slug: branchPath, origin: { source: domain!.source, pointer: '/branchPath' } }
  const slug = trim(market.value.slugs?.stationFinder)
  return slug ? { slug, origin: originOf(market.origins, '/slugs/stationFinder') } : undefined
}

/** A market path such as "/fr-ch/services/" becomes the slug "services": the market prefix is the engine's. */
function slugOfMarketPath(path: string, prefix: string): string {
  return path
    .split('/')
    .filter((segment) => segment !== '' && segment !== prefix)
    .join('/')
}
