/**
 * The delivery budgets (bytes the browser downloads; docs/benchmarks.md lists them with their targets), measured on
 * dist/client (gzip -9, as the rest of the benchmark): the home page's JavaScript including its islands, framework
 * JavaScript on static pages, render-blocking CSS, the home HTML.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import type { PageAssets, SiteAssetReader } from './pageAssets.ts'

export interface Budget {
  name: string
  figure: string
  target: string
  value: number
}

/** Markers of framework code in a bundled file: React's element symbols, i18next. */
const FRAMEWORK = /react\.(transitional\.)?element|i18next|__reactContainer/

export function frameworkGzipBytes(reader: SiteAssetReader, files: string[]): number {
  return reader.sumGzip(files.filter((file) => FRAMEWORK.test(readFileSync(join(reader.clientDir, file), 'utf8'))))
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

/** The JavaScript a page fetches: at load, plus what its own islands fetch when they hydrate (gzip -9). */
function pageJs(reader: SiteAssetReader, page: PageAssets | undefined): number {
  return page ? reader.sumGzip(new Set([...page.atLoad, ...page.ownIslandsOnDemand])) : 0
}

/**
 * Issue 28 §3's per-template JavaScript budgets, each on the largest page of the template: a help article (its
 * "was this helpful" box is a plain-DOM enhancer) and the ride page. The micro-apps a page mounts come from their own
 * build (/web-apps/) through a bootstrapper and are not in these figures.
 */
const TEMPLATE_BUDGETS = [
  {
    name: 'help article JS, gz, at load + its islands',
    pages: /^\/[a-z-]+\/help-center\/articles\/[^/]+\/index\.html$/,
    target: '≤ 10 KB',
  },
  { name: 'ride page JS, gz, at load + its islands', pages: /^\/[a-z-]+\/ride\/index\.html$/, target: '≤ 120 KB' },
]

export function measureBudgets(reader: SiteAssetReader, pages: PageAssets[], homePath: string): Budget[] {
  const home = pages.find((page) => page.htmlPath === homePath)
  const templates = TEMPLATE_BUDGETS.map(({ name, pages: paths, target }) => {
    const value = Math.max(0, ...pages.filter((page) => paths.test(page.htmlPath)).map((page) => pageJs(reader, page)))
    return { name, figure: kb(value), target, value }
  })
  const staticPages = pages.filter((page) => page.islands.length === 0 && page.atLoad.length > 0)
  const staticFramework = Math.max(0, ...staticPages.map((page) => frameworkGzipBytes(reader, page.atLoad)))
  // Pages whose islands are all plain-DOM enhancers (blocks/<name>/enhance.ts): no framework either, at load or later.
  const enhancedPages = pages.filter(
    (page) =>
      page.islands.length > 0 &&
      page.unmatchedIslands.length === 0 &&
      page.islands.every((island) => page.enhancedIslands.includes(island.name)),
  )
  const enhancedFramework = Math.max(
    0,
    ...enhancedPages.map((page) => frameworkGzipBytes(reader, [...page.atLoad, ...page.ownIslandsOnDemand])),
  )
  const homeJs = pageJs(reader, home)
  const css = pages.map((page) => ({ bytes: reader.sumGzip(page.stylesheets), files: page.stylesheets.length }))
  const maxCss = Math.max(0, ...css.map((entry) => entry.bytes))
  const maxCssFiles = Math.max(0, ...css.map((entry) => entry.files))
  const homeCss = home ? reader.sumGzip(home.stylesheets) : 0
  const homeHtml = home ? gzipSync(readFileSync(join(reader.clientDir, homePath)), { level: 9 }).length : 0
  return [
    { name: 'home JS, gz, at load + its islands', figure: kb(homeJs), target: '≤ 60 KB', value: homeJs },
    ...templates,
    { name: 'static pages, framework JS gz (largest)', figure: kb(staticFramework), target: '0 B', value: staticFramework },
    { name: 'plain-DOM island pages, framework JS gz (largest)', figure: kb(enhancedFramework), target: '0 B', value: enhancedFramework },
    {
      name: 'home CSS gz / files',
      figure: `${kb(homeCss)} / ${home?.stylesheets.length ?? 0}`,
      target: '≤ 10 KB in ≤ 2 files',
      value: homeCss,
    },
    { name: 'CSS gz / files, largest page', figure: `${kb(maxCss)} / ${maxCssFiles}`, target: '≤ 10 KB in ≤ 2 files', value: maxCss },
    { name: 'home HTML gz', figure: kb(homeHtml), target: '≤ 14 KB', value: homeHtml },
  ]
}
