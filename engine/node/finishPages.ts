/**
 * The stylesheets, script and module preloads of prerendered pages. The pages Vike renders (the market chooser,
 * the error pages) get Vike's links and script, then their stylesheets bundled (bundlePageCss.ts) and their module
 * preloads (preloadModules.ts) in one read and one write (`finish`). The market pages, which the prerender
 * processes render without Vike's per-page pipeline (tools/prerender/writePages.ts), get the same tags in memory
 * (`assemble`): Vike's place for them (stylesheets first in the head, the script last in the body), the same bundles.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { EngineBug } from '../shared/assert.ts'
import type { PageHtml } from '../server/renderPageHtml.ts'
import { createPageCssBundler } from './bundlePageCss.ts'
import { stylesheetsFor } from './pageCssGraph.ts'
import { readManifest, withModulePreloads, type Manifest } from './preloadModules.ts'

export interface PageFinisher {
  /** Finishes these page files (paths relative to client/); answers how many changed. */
  finish(files: Iterable<string>): number
  /** A page rendered outside Vike, with the tags Vike and `finish` would give it. */
  assemble(page: PageHtml): string
  /** Once every page of the build is finished: deletes the per-module stylesheets. */
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
  let scriptTags: Record<keyof typeof PAGE_SCRIPTS, string> | undefined
  const withPreloads = (html: string) => (manifest && withModulePreloads(html, manifest)) ?? html
  return {
    finish(files) {
      let changed = 0
      for (const file of files) {
        const path = join(css.clientDir, file)
        const original = readFileSync(path, 'utf8')
        const html = withPreloads(css.rewrite(original) ?? original)
        if (html === original) continue
        writeFileSync(path, html)
        changed++
      }
      return changed
    },
    assemble(page) {
      if (!manifest) throw new EngineBug(`the build wrote no manifest in ${buildDir}: pages cannot name their scripts`)
      scriptTags ??= scriptTagsOf(manifest)
      const head = page.html.indexOf('<head>') + '<head>'.length
      const bodyEnd = page.html.lastIndexOf('</body>')
      if (head < '<head>'.length || bodyEnd < head) throw new EngineBug('a rendered page has no <head> or no </body>')
      const script = page.script === 'none' ? '' : scriptTags[page.script]
      const html = page.html.slice(0, head) + css.linksFor(stylesheetsFor(css.graph, page.blockTypes)) + page.html.slice(head, bodyEnd) + script + page.html.slice(bodyEnd)
      return withPreloads(html)
    },
    removeModuleStylesheets: () => css.removeModuleFiles(),
  }
}

/** Vike's tag for each page script, as it injects it. */
function scriptTagsOf(manifest: Manifest): Record<keyof typeof PAGE_SCRIPTS, string> {
  const tag = (key: string) => {
    const chunk = manifest[key]
    if (!chunk) throw new EngineBug(`the build's manifest has no ${key}: was the page script renamed?`)
    return `<script src="/${chunk.file}" type="module" async></script>`
  }
  return { islands: tag(PAGE_SCRIPTS.islands), static: tag(PAGE_SCRIPTS.static) }
}
