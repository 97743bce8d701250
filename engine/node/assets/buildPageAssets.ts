/**
 * A build's page assets (assemblePage.ts): each page links its bundled stylesheets (bundlePageCss.ts), the module
 * preloads of what it runs at once (moduleManifest.ts) and its page script, as files of the build folder.
 */
import { EngineBug } from '../../shared/assert.ts'
import type { PageScript } from '../../model/renderedPage.ts'
import { PAGE_SCRIPT_MODULES, type PageAssets } from './assemblePage.ts'
import { createPageCssBundler } from './bundlePageCss.ts'
import { stylesheetsFor } from './pageCssGraph.ts'
import { islandModulesOf, modulePreloads, readManifest, type Manifest } from './moduleManifest.ts'

export interface BuildPageAssets extends PageAssets {
  /** Once every page of the build is written: deletes the per-module stylesheets. */
  removeModuleStylesheets(): void
}

/** The assets of the build in `buildDir` (client/, the manifest and the page CSS graph beside it). */
export function createBuildPageAssets(buildDir: string, options: { chromeCss?: string } = {}): BuildPageAssets {
  const css = createPageCssBundler(buildDir, options)
  const manifest = readManifest(buildDir)
  if (!manifest) throw new EngineBug(`the build wrote no manifest in ${buildDir}: pages cannot name their scripts`)
  const scriptTags: Record<PageScript, string> = {
    islands: scriptTag(manifest, PAGE_SCRIPT_MODULES.islands),
    static: scriptTag(manifest, PAGE_SCRIPT_MODULES.static),
    none: '',
  }
  return {
    stylesheetLinks: (blockTypes) => css.linksFor(stylesheetsFor(css.graph, blockTypes)),
    scriptTag: (script) => scriptTags[script],
    preloadLinks: (script, islands) =>
      modulePreloads(manifest, script === 'none' ? undefined : PAGE_SCRIPT_MODULES[script], islands)
        .map((file) => `<link rel="modulepreload" href="/${file}">`)
        .join(''),
    islandModules: (script, islands) => (script === 'none' ? {} : islandModulesOf(manifest, PAGE_SCRIPT_MODULES[script], islands)),
    removeModuleStylesheets: () => css.removeModuleFiles(),
  }
}

/** The tag of a page script: a module that runs without blocking the parser. */
function scriptTag(manifest: Manifest, key: string): string {
  const chunk = manifest[key]
  if (!chunk) throw new EngineBug(`the build's manifest has no ${key}: was the page script renamed?`)
  return `<script src="/${chunk.file}" type="module" async></script>`
}
