/**
 * After prerendering: each page file gets its stylesheets bundled (bundlePageCss.ts) and its module preloads
 * (preloadModules.ts) in one read and one write. The processes that prerender side by side (tools/prerender)
 * each finish the pages they wrote.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { createPageCssBundler } from './bundlePageCss.ts'
import { readManifest, withModulePreloads } from './preloadModules.ts'

export interface PageFinisher {
  /** Finishes these page files (paths relative to client/); answers how many changed. */
  finish(files: Iterable<string>): number
  /** Once every page of the build is finished: deletes the per-module stylesheets. */
  removeModuleStylesheets(): void
}

export function createPageFinisher(buildDir: string, options: { chromeCss?: string } = {}): PageFinisher {
  const css = createPageCssBundler(buildDir, options)
  const manifest = readManifest(buildDir)
  return {
    finish(files) {
      let changed = 0
      for (const file of files) {
        const path = join(css.clientDir, file)
        const original = readFileSync(path, 'utf8')
        const bundled = css.rewrite(original) ?? original
        const html = (manifest && withModulePreloads(bundled, manifest)) ?? bundled
        if (html === original) continue
        writeFileSync(path, html)
        changed++
      }
      return changed
    },
    removeModuleStylesheets: () => css.removeModuleFiles(),
  }
}
