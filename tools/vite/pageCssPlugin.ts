import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import type { Plugin } from 'vite'
import { EngineBug } from '../../engine/shared/assert.ts'
import { blockFiles } from '../../engine/model/blockFacts.ts'
import { blockManifest } from '../../engine/registry/blockManifest.gen.ts'
import { PAGE_CSS_GRAPH_FILE, stylesheetsReachable, type PageCssGraph } from '../../engine/node/assets/pageCssGraph.ts'

const isCss = (id: string) => /\.css(\?|$)/.test(id)

/**
 * Production build, server side: maps the chrome and every block to the stylesheets its module graph
 * imports, and writes that graph beside the build's client folder (engine/node/assets/pageCssGraph.ts).
 * The server bundle emits one stylesheet per styled module (tools/bundle/bundleSite.ts); the graph lets
 * prerendering link only a page's own, bundled (engine/node/assets/bundlePageCss.ts).
 * The server build sees every block, static or island, so it is the one to read.
 */
export function pageCssPlugin(): Plugin[] {
  return [pageCssGraphPlugin(), clientWithoutCssPlugin()]
}

const OMITTED = '\0page-css-omitted:'

/**
 * Production build, browser side: every stylesheet arrives through the page's own <link>s, so the
 * browser code imports none. Otherwise an island's lazily loaded chunk would make Vite's preload
 * helper add the per-module stylesheets again beside the page's bundled ones (the same rules twice).
 */
function clientWithoutCssPlugin(): Plugin {
  return {
    name: 'page-css-client-without-css',
    apply: 'build',
    enforce: 'pre',
    resolveId(source) {
      if (this.environment.config.consumer !== 'client' || !isCss(source)) return undefined
      return `${OMITTED}${source}.js`
    },
    load(id) {
      return id.startsWith(OMITTED) ? 'export {}' : undefined
    },
  }
}

function pageCssGraphPlugin(): Plugin {
  return {
    name: 'page-css-graph',
    apply: 'build',
    generateBundle(_options, bundle) {
      if (this.environment.config.consumer !== 'server') return
      const base = this.environment.config.base
      // Each styled module's CSS is its own chunk with one stylesheet.
      const urlOf = new Map<string, string>()
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue
        const cssModules = output.moduleIds.filter(isCss)
        const stylesheets = [...(output.viteMetadata?.importedCss ?? [])]
        if (cssModules.length === 0) continue
        if (cssModules.length !== 1 || stylesheets.length !== 1) {
          throw new EngineBug(
            `page CSS: expected one CSS module and one stylesheet per chunk, ${output.fileName} has modules ${cssModules.join(', ')} and stylesheets ${stylesheets.join(', ')}.`,
          )
        }
        urlOf.set(cssModules[0], base + stylesheets[0])
      }

      const ids = [...this.getModuleIds()]
      const modules = {
        importsOf: (id: string) => {
          const info = this.getModuleInfo(id)
          return [...(info?.importedIds ?? []), ...(info?.dynamicallyImportedIds ?? [])]
        },
        stylesheetOf: (id: string) => urlOf.get(id),
      }
      const reachable = (roots: string[], enter?: (id: string) => boolean) => stylesheetsReachable(roots, modules, enter)
      const entries = ids.filter((id) => this.getModuleInfo(id)?.isEntry)
      const order = reachable(entries)
      // The chrome: what the page entries need without entering a block folder.
      const chrome = reachable(entries, (id) => !id.includes('/blocks/'))
      const chromeSet = new Set(chrome)
      const blocks: Record<string, string[]> = {}
      // By the manifest's order, not module order (which varies from build to build): shards of one commit write the same graph.
      for (const name of Object.keys(blockManifest).sort()) {
        const id = ids.find((candidate) => candidate.endsWith(`/${blockFiles(name).definition}`))
        if (!id) throw new EngineBug(`page CSS: the server bundle has no module for ${blockFiles(name).definition}.`)
        blocks[name] = reachable([id]).filter((url) => !chromeSet.has(url))
      }
      const missing = [...urlOf.values()].filter((url) => !order.includes(url))
      if (missing.length > 0) throw new EngineBug(`page CSS: stylesheets no page entry reaches: ${missing.join(', ')}.`)
      const graph: PageCssGraph = { chrome, blocks, order }
      // Beside client/ and server/ (the server folder is removed after prerendering).
      const file = join(resolve(this.environment.config.root, this.environment.config.build.outDir), '..', PAGE_CSS_GRAPH_FILE)
      mkdirSync(dirname(file), { recursive: true })
      writeFileSync(file, `${JSON.stringify(graph, null, 2)}\n`)
    },
  }
}
