/**
 * npm run bench, part 4: synthetic sites (tools/bench/syntheticSite.ts) in a temporary folder. For each size it
 * measures the index time (load + validate + index, as a build does before prerendering), the site index alone
 * and a full link resolution pass (alternates and page links of every route, as rendering asks for them); a
 * smaller size beside the largest shows whether the time grows linearly. On the largest site it measures the
 * prerender rate: a sample of routes rendered in-process with createRenderModel + renderDocument (React's
 * production build, without the page's assets), extrapolated to every route.
 */
import { createServer } from 'vite'
import { alternatesOf, pageLinksFor, type SiteIndex } from '../../engine/model/siteIndex.ts'
import { buildSiteIndex } from '../../engine/node/resolve/buildSiteIndex.ts'
import { loadProject } from '../../engine/node/load/loadProject.ts'
import { fromRepo } from '../../engine/node/repoRoot.ts'
import { validateProject } from '../../engine/node/validate/validateProject.ts'
import { writeSyntheticSite } from './syntheticSite.ts'
import { loadSiteData } from '../data/prepareSite.ts'

export interface IndexFigures {
  routes: number
  generatedPages: number
  documents: number
  /** validateProject on the synthetic site: load, schema checks, site index, every route's blocks checked. */
  indexSeconds: number
  /** loadProject + buildSiteIndex, no validation (the routes and their lookup indexes). */
  siteIndexMs: number
  /** alternatesOf and pageLinksFor for every route. */
  linkResolutionMs: number
}

export interface PrerenderFigures {
  routes: number
  sampleRoutes: number
  sampleSeconds: number
  pagesPerSecond: number
  /** The sample's rate applied to every route. */
  extrapolatedSeconds: number
}

/** Builds a synthetic site of at least `targetRoutes` routes, measures it, and removes it. */
export async function benchScale(
  targetRoutes: number,
  realRoutes: number,
  measure: (index: SiteIndex) => Promise<void> = async () => {},
): Promise<IndexFigures> {
  const site = writeSyntheticSite(targetRoutes, realRoutes)
  try {
    // The site index alone first (its share of the whole), then everything a build does before prerendering.
    const indexStarted = performance.now()
    buildSiteIndex(loadProject(undefined, site.root))
    const siteIndexMs = performance.now() - indexStarted
    const started = performance.now()
    const { index, project, problems } = validateProject(undefined, { root: site.root })
    const indexSeconds = (performance.now() - started) / 1000
    if (!index) {
      const errors = problems.filter((problem) => problem.severity === 'error').slice(0, 5)
      throw new Error(
        `the synthetic site does not validate:\n${errors.map((p) => `${p.file}:${p.line}:${p.column} ${p.message}`).join('\n')}`,
      )
    }
    const linksStarted = performance.now()
    for (const route of index.routes) {
      alternatesOf(index, route)
      pageLinksFor(index, route.market, route.language)
    }
    const linkResolutionMs = performance.now() - linksStarted
    await measure(index)
    return {
      routes: index.routes.length,
      generatedPages: site.generatedPages,
      documents: project.documents.size + project.bundles.size,
      indexSeconds,
      siteIndexMs,
      linkResolutionMs,
    }
  } finally {
    site.remove()
  }
}

/** Renders an evenly spread sample of the site's routes after a short warm-up; the rate is the sample's. */
export async function benchPrerender(index: SiteIndex, sampleSize: number): Promise<PrerenderFigures> {
  // The components are styled with linaria: load the renderer through Vite with the unit tests' plugins, and
  // React's production build, as the real prerender uses.
  const previousNodeEnv = process.env.NODE_ENV
  process.env.NODE_ENV = 'production'
  const server = await createServer({
    configFile: fromRepo('vitest.config.ts'),
    root: fromRepo('.'),
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, watch: null },
  })
  try {
    const { renderRoutes } = (await server.ssrLoadModule(fromRepo('tools/bench/renderRoutes.ts'))) as typeof import('./renderRoutes.ts')
    // Pages render with their blocks' data, as prerendering does: the data stage runs for the market with the most
    // routes (all markets would measure the data stage, which section 2 does), and the sample is taken from it.
    const perMarket = new Map<string, number>()
    for (const route of index.routes) perMarket.set(route.market, (perMarket.get(route.market) ?? 0) + 1)
    const market = [...perMarket].sort((a, b) => b[1] - a[1])[0][0]
    const data = await loadSiteData(index, (file) => server.ssrLoadModule(`/${file}`), { renderMarkets: new Set([market]) })
    if (data.problems.length > 0) throw new Error(`the scale benchmark's data stage failed: ${data.problems[0].message}`)
    const routes = data.site.routes.filter((route) => route.market === market)
    const step = Math.max(1, Math.floor(routes.length / sampleSize))
    const sample = routes.filter((_, i) => i % step === 0).slice(0, sampleSize)
    renderRoutes(data.site, sample.slice(0, 50), data.blockData)
    const started = performance.now()
    renderRoutes(data.site, sample, data.blockData)
    const sampleSeconds = (performance.now() - started) / 1000
    const pagesPerSecond = sample.length / sampleSeconds
    return {
      routes: index.routes.length,
      sampleRoutes: sample.length,
      sampleSeconds,
      pagesPerSecond,
      extrapolatedSeconds: index.routes.length / pagesPerSecond,
    }
  } finally {
    await server.close()
    if (previousNodeEnv === undefined) delete process.env.NODE_ENV
    else process.env.NODE_ENV = previousNodeEnv
  }
}
