const preloaded = new Set<string>()

/**
 * Preloads modules beside the one being imported (`<link rel="modulepreload">`), each once per page, so they arrive
 * side by side rather than one after the other. The one preloader of the browser bundle: the island runtime uses it
 * for an island's chunks (hydrateIslands.ts), and the import() helper of the build for a lazy chunk's imports
 * (tools/vite/leanPreloadHelperPlugin.ts). `prefix` goes before each file (the helper's files are below the base).
 */
export function preloadModules(files: readonly string[], prefix = ''): void {
  for (const file of files) {
    const href = prefix + file
    if (preloaded.has(href)) continue
    preloaded.add(href)
    const link = document.createElement('link')
    link.rel = 'modulepreload'
    link.href = href
    document.head.append(link)
  }
}
