import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { join, posix } from 'node:path'
import { EngineBug } from '../../shared/assert.ts'
import { PAGE_CSS_GRAPH_FILE, readPageCssGraph, type PageCssGraph } from './pageCssGraph.ts'

export interface PageCssBundler {
  graph: PageCssGraph
  /** Bundle URL → the per-module stylesheets it holds (those this bundler wrote). */
  bundles: Map<string, string[]>
  /** The links to the bundles (written as needed) that hold these per-module stylesheets (URLs of the graph). */
  linksFor(stylesheets: Iterable<string>): string
  /** Once every page is written: deletes the per-module files. */
  removeModuleFiles(): void
}

/**
 * A build's per-page stylesheets (a build folder: client/ and the page CSS graph beside it). Each page needs the
 * per-module stylesheets of its chrome and its blocks (pageCssGraph.ts); it links at most two files instead: one
 * chrome file that every page with chrome shares (and a visitor caches once), and one file per distinct combination
 * of block stylesheets, named by a hash of its content, so pages with the same blocks share it. Order inside a file
 * follows the graph (dependencies first), so a component that extends another's styles still wins the cascade.
 * The processes that prerender side by side (tools/prerender) each write the bundles their pages need; two that
 * need the same bundle write the same bytes under the same name. The per-module files are removed once every page
 * is written and nothing imports them.
 */
export function createPageCssBundler(buildDir: string, options: { chromeCss?: string } = {}): PageCssBundler {
  const graph = readPageCssGraph(buildDir)
  if (!graph)
    throw new EngineBug(`page CSS: the build wrote no ${PAGE_CSS_GRAPH_FILE} in ${buildDir} (is pageCssPlugin() in vite.config.ts?).`)
  const clientDir = join(buildDir, 'client')
  const rank = new Map(graph.order.map((url, index) => [url, index]))
  const chrome = new Set(graph.chrome)
  const bundleOf = new Map<string, string>()
  const bundles = new Map<string, string[]>()
  const fileOf = (url: string) => join(clientDir, ...url.split('/').filter(Boolean))

  const write = (kind: 'chrome' | 'blocks', urls: string[]): string => {
    const key = urls.join('\n')
    const known = bundleOf.get(key)
    if (known) return known
    // chromeCss: rules the build derives from documents (the layouts' content widths), part of the chrome file.
    const extra = kind === 'chrome' && options.chromeCss ? [options.chromeCss] : []
    const css = `${[...urls.map((url) => readFileSync(fileOf(url), 'utf8').trimEnd()), ...extra].join('\n')}\n`
    const hash = createHash('sha256').update(css).digest('base64url').slice(0, 10)
    // Beside the module files, so relative url()s inside them keep resolving. Written whole, then renamed: another
    // process may write the same bundle at the same time.
    const url = posix.join(posix.dirname(urls[0]), `${kind}.${hash}.css`)
    const partial = `${fileOf(url)}.${process.pid}.part`
    writeFileSync(partial, css)
    renameSync(partial, fileOf(url))
    bundleOf.set(key, url)
    bundles.set(url, urls)
    return url
  }

  const tagsOf = new Map<string, string>()
  const linksFor = (stylesheets: Iterable<string>): string => {
    const urls = [...new Set(stylesheets)].sort((a, b) => rank.get(a)! - rank.get(b)!)
    const key = urls.join('\n')
    const known = tagsOf.get(key)
    if (known !== undefined) return known
    const chromeUrls = urls.filter((url) => chrome.has(url))
    const blockUrls = urls.filter((url) => !chrome.has(url))
    const tags = [...(chromeUrls.length ? [write('chrome', chromeUrls)] : []), ...(blockUrls.length ? [write('blocks', blockUrls)] : [])]
      .map((url) => `<link rel="stylesheet" type="text/css" href="${url}">`)
      .join('')
    tagsOf.set(key, tags)
    return tags
  }

  return { graph, bundles, linksFor, removeModuleFiles: () => removeUnreferenced(clientDir, [...rank.keys()], fileOf) }
}

/** Deletes the per-module stylesheets, checking first that no script still names one (a page would then miss it). */
function removeUnreferenced(clientDir: string, urls: string[], fileOf: (url: string) => string): void {
  // Vite's scripts (the micro-apps, built apart under web-apps/, keep their own stylesheets).
  const assets = join(clientDir, 'assets')
  const scripts = readdirSync(assets, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.m?js$/.test(file))
    .map((file) => readFileSync(join(assets, file), 'utf8'))
  const stillLoaded = urls.map((url) => posix.basename(url)).filter((name) => scripts.some((code) => code.includes(name)))
  if (stillLoaded.length > 0)
    throw new EngineBug(`page CSS: a browser script still loads ${stillLoaded.join(', ')}, which the pages' bundled stylesheets hold.`)
  for (const url of urls) if (existsSync(fileOf(url))) rmSync(fileOf(url))
}
