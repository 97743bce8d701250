/**
 * The stylesheets, script and module preloads of a prerendered page (tools/prerender/writePages.ts), added in
 * memory before it is written once: the links to its bundled stylesheets first in the head (bundlePageCss.ts),
 * its module preloads at the end of the head (preloadModules.ts) and its page script last in the body, where
 * Vike's asset injection puts them on the dev server.
 */
import { EngineBug } from '../shared/assert.ts'
import type { PageHtml } from '../server/renderPageHtml.ts'
import { createPageCssBundler } from './bundlePageCss.ts'
import { stylesheetsFor } from './pageCssGraph.ts'
import { readManifest, withModulePreloads, type Manifest } from './preloadModules.ts'

export interface PageFinisher {
  /** The rendered page with its stylesheet links, module preloads and script. */
  assemble(page: PageHtml): string
  /** Once every page of the build is written: deletes the per-module stylesheets. */
  removeModuleStylesheets(): void
}

/** The client scripts of Vike's pages (engine/renderer/<page>/+client.ts), by the script a rendered page asks for. */
const PAGE_SCRIPTS: Record<Exclude<PageHtml['script'], 'none'>, string> = {
  islands: 'engine/renderer/islands/+client.ts',
  static: 'engine/renderer/static/+client.ts',
}

export function createPageFinisher(buildDir: string, options: { chromeCss?: string } = {}): PageFinisher {
  const css = createPageCssBundler(buildDir, options)
  const manifest = readManifest(buildDir)
  if (!manifest) throw new EngineBug(`the build wrote no manifest in ${buildDir}: pages cannot name their scripts`)
  const scriptTags = { islands: scriptTag(manifest, PAGE_SCRIPTS.islands), static: scriptTag(manifest, PAGE_SCRIPTS.static), none: '' }
  return {
    assemble(page) {
      const head = page.html.indexOf('<head>') + '<head>'.length
      const bodyEnd = page.html.lastIndexOf('</body>')
      if (head < '<head>'.length || bodyEnd < head) throw new EngineBug('a rendered page has no <head> or no </body>')
      const html =
        page.html.slice(0, head) +
        css.linksFor(stylesheetsFor(css.graph, page.blockTypes)) +
        page.html.slice(head, bodyEnd) +
        scriptTags[page.script] +
        page.html.slice(bodyEnd)
      return withModulePreloads(html, manifest) ?? html
    },
    removeModuleStylesheets: () => css.removeModuleFiles(),
  }
}

/** The tag of a page script, as Vike injects it. */
function scriptTag(manifest: Manifest, key: string): string {
  const chunk = manifest[key]
  if (!chunk) throw new EngineBug(`the build's manifest has no ${key}: was the page script renamed?`)
  return `<script src="/${chunk.file}" type="module" async></script>`
}
