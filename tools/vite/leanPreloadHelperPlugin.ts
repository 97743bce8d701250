import type { Plugin, Rolldown } from 'vite'
import { fromRepo } from '../../engine/node/repoRoot.ts'

/** The module Vite's build wraps every dynamic import of the browser bundle in (`__vitePreload(() => import(…), deps)`). */
const PRELOAD_HELPER_ID = '\0vite/preload-helper.js'

/**
 * Production build, browser side: a smaller stand-in for Vite's import() preload helper. Vite 8 wraps every dynamic
 * import of the client build in `__vitePreload` whatever `build.modulePreload` says, and its helper (about 1.9 KB:
 * stylesheet preloading, CSP nonces, `vite:preloadError` events) sat in the chrome script, unused on every page that
 * has not fetched anything yet (issue 28 §3: unused JavaScript ≤ 35 %). The site needs none of its extras: the
 * browser bundle imports no stylesheet (pageCssPlugin.ts), pages carry no CSP nonce, and nothing listens for
 * `vite:preloadError` (a failed import still rejects). What is kept is the point of the helper: the chunks a lazily
 * loaded chunk imports are preloaded beside it (`<link rel="modulepreload">`, once each), not one after the other.
 * https://vite.dev/guide/features#async-chunk-loading-optimization
 */
export function leanPreloadHelperPlugin(options: { preloadDeps?: boolean } = {}): Plugin {
  const preloadDeps = options.preloadDeps ?? true
  let base = '/'
  let bundle: Rolldown.OutputBundle | undefined
  return {
    name: 'lean-preload-helper',
    apply: 'build',
    enforce: 'pre',
    config() {
      if (!preloadDeps) return undefined
      const resolveDependencies = (target: string, deps: string[], context: { hostId: string }) =>
        bundle ? depsWorthPreloading(target, deps, context.hostId, bundle) : deps
      return { build: { modulePreload: { resolveDependencies } } }
    },
    configResolved(config) {
      base = config.base
    },
    // Vite asks resolveDependencies while it writes the bundle (its own generateBundle): the chunks' imports come from here.
    generateBundle: {
      order: 'pre',
      handler(_options, output) {
        bundle = output
      },
    },
    resolveId: {
      filter: { id: /^\0vite\/preload-helper\.js$/ },
      handler(source) {
        return this.environment.config.consumer === 'client' && source === PRELOAD_HELPER_ID ? source : undefined
      },
    },
    load: {
      filter: { id: /^\0vite\/preload-helper\.js$/ },
      handler(id) {
        if (this.environment.config.consumer !== 'client' || id !== PRELOAD_HELPER_ID) return undefined
        return preloadDeps ? leanPreloadHelper(base) : IMPORT_ONLY_HELPER
      },
    },
  }
}

/**
 * The helper of a build with `build.modulePreload: false` (the micro-apps, apps/buildWebApps.ts): Vite then hands it no
 * dependencies, so it only imports. Vite's own helper (1.2 KB, for stylesheets and CSP nonces the apps do not have)
 * was the largest unused function of the booking and ride pages.
 */
export const IMPORT_ONLY_HELPER = `export function __vitePreload(load) {
  return load()
}
`

/**
 * What an import() preloads beside the chunk it fetches: Vite lists the chunk itself and every chunk it imports, also
 * those the importing chunk has already loaded (the chrome script, imported by nearly every chunk). Neither is worth a
 * link: import() fetches its chunk at the same moment, and a loaded chunk is not fetched again. Without them most
 * imports preload nothing, and a chunk whose imports all preload nothing carries no list of files (`__vite__mapDeps`,
 * up to 220 bytes that ran only when something was imported).
 */
export function depsWorthPreloading(target: string, deps: string[], host: string, bundle: Rolldown.OutputBundle): string[] {
  const loaded = new Set<string>()
  const visit = (file: string) => {
    const chunk = bundle[file]
    if (loaded.has(file) || chunk?.type !== 'chunk') return
    loaded.add(file)
    for (const imported of chunk.imports) visit(imported)
  }
  visit(host)
  return deps.filter((dep) => dep !== target && !loaded.has(dep))
}

/** The browser bundle's one module preloader, which the helper hands a lazy chunk's imports to. */
const PRELOADER = fromRepo('engine/client/preloadModules.ts')

/**
 * The helper's code: `deps` are the imported chunk's own imports, as paths below `base` ("assets/chunks/chunk-x.js"),
 * preloaded by the island runtime's preloader (engine/client/preloadModules.ts), so the page carries one.
 */
export function leanPreloadHelper(base: string, preloader = PRELOADER): string {
  return `import { preloadModules } from ${JSON.stringify(preloader)}
export function __vitePreload(load, deps) {
  if (deps) preloadModules(deps, ${JSON.stringify(base)})
  return load()
}
`
}
