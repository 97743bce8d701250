import wyw from '@wyw-in-js/vite'
import { readFileSync } from 'node:fs'
import { relative } from 'node:path'
import { createFilter, type Plugin, type TransformResult } from 'vite'
import { fromRepo } from '../../engine/node/repoRoot.ts'
import { contentStore } from '../transformCache/contentStore.ts'
import { importClosureReader } from '../transformCache/importClosure.ts'
import { sha256 } from '../incremental/fileHashes.ts'

type WywOptions = NonNullable<Parameters<typeof wyw>[0]>
type Hook = (this: unknown, ...args: unknown[]) => unknown

/** What a module's transform gave: its code (and map) and its CSS, or nothing to change (`code` null). */
interface KeptTransform {
  code: string | null
  map: unknown
  cssFile: string | null
  css: string | null
}

/**
 * wyw-in-js (Linaria's CSS extraction) with its results kept by content (tools/transformCache): most of a build's
 * bundle time was Babel evaluating every styled module in both Vite builds, the same each build. A module's result
 * is kept under the hash of its code as wyw-in-js receives it, the content of every file it reaches
 * (importClosure.ts), the lockfile (Babel, wyw-in-js and the packages it evaluates), the options, the environment
 * (client or server) and the repository's place. Only builds use it: the dev server keeps wyw-in-js' own
 * dependency tracking for its hot updates.
 */
export function cachedWywPlugin(options: WywOptions): Plugin {
  const inner = wyw(options) as Plugin
  const hook = (name: keyof Plugin) => inner[name] as unknown as Hook
  const filter = createFilter(options.include, options.exclude)
  // The CSS of the modules taken from the cache, served as wyw-in-js serves its own (by the import it adds).
  const keptCss = new Map<string, string>()
  let building = false
  let root = fromRepo('.')
  let closureOf = importClosureReader(root)
  let settings = ''
  return {
    ...inner,
    name: 'wyw-in-js-cached',
    configResolved(config) {
      building = config.command === 'build'
      root = config.root
      closureOf = importClosureReader(root)
      const vite = Object.entries(process.env).filter(([name]) => name.startsWith(config.envPrefix?.toString() ?? 'VITE_'))
      settings = sha256(
        JSON.stringify([options, String(options.include), String(options.exclude), config.mode, vite.sort()]),
        readFileSync(fromRepo('package-lock.json')),
        root,
      )
      hook('configResolved').call(this, config)
    },
    resolveId(source, ...rest) {
      const id = source.split('?', 1)[0]
      if (keptCss.has(id)) return id
      return hook('resolveId').call(this, source, ...rest) as string | undefined
    },
    load(url, ...rest) {
      const kept = keptCss.get(url.split('?', 1)[0])
      if (kept !== undefined) return kept
      return hook('load').call(this, url, ...rest) as string | undefined
    },
    async transform(code, url, transformOptions) {
      const transform = hook('transform')
      const id = url.split('?', 1)[0]
      const store = building ? contentStore('wyw') : undefined
      if (!store || url.includes('node_modules') || !filter(url) || keptCss.has(id))
        return transform.call(this, code, url, transformOptions) as TransformResult | undefined
      const closure = closureOf(id, code)
      if (closure === undefined) return transform.call(this, code, url, transformOptions) as TransformResult | undefined
      const ssr = transformOptions?.ssr === true
      const key = sha256(settings, relative(root, id), String(ssr), closure)
      const kept = store.get(key)
      if (kept) return restore(JSON.parse(kept.toString('utf8')) as KeptTransform, keptCss)
      const result = (await transform.call(this, code, url, transformOptions)) as { code: string; map: unknown } | undefined
      const cssFile = result ? /\nimport ("[^"\n]+\.wyw-in-js\.css");\n$/.exec(result.code) : null
      const cssPath = cssFile ? (JSON.parse(cssFile[1]) as string) : null
      const css = cssPath ? ((hook('load').call(this, cssPath) as string | undefined) ?? null) : null
      const entry: KeptTransform = { code: result?.code ?? null, map: result?.map ?? null, cssFile: cssPath, css }
      if (!cssPath || css !== null) store.put(key, Buffer.from(JSON.stringify(entry)))
      return result as TransformResult | undefined
    },
  }
}

function restore(entry: KeptTransform, keptCss: Map<string, string>): TransformResult | undefined {
  if (entry.cssFile && entry.css !== null) keptCss.set(entry.cssFile, entry.css)
  if (entry.code === null) return undefined
  return { code: entry.code, map: entry.map as TransformResult['map'] }
}
