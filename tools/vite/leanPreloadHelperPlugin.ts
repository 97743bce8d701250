import type { Plugin } from 'vite'

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
  return {
    name: 'lean-preload-helper',
    apply: 'build',
    enforce: 'pre',
    configResolved(config) {
      base = config.base
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

/** The helper's code: `deps` are the imported chunk's own imports, as paths below `base` ("assets/chunks/chunk-x.js"). */
export function leanPreloadHelper(base: string): string {
  return `const preloaded = new Set()
export function __vitePreload(load, deps) {
  if (deps)
    for (const dep of deps) {
      if (preloaded.has(dep)) continue
      preloaded.add(dep)
      const link = document.createElement('link')
      link.rel = 'modulepreload'
      link.href = ${JSON.stringify(base)} + dep
      document.head.append(link)
    }
  return load()
}
`
}
