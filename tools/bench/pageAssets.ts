/**
 * What each prerendered page of dist/client loads: the JavaScript it fetches at start (module scripts,
 * modulepreload links and their static imports, recursively), the chunks it may fetch later through
 * dynamic import() (island code: the chunks the page's island-modules list names, engine/shared/islandModules.ts), its
 * stylesheets, and its islands. Sizes are gzip level 9.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { gzipSync } from 'node:zlib'
import { ISLAND_MODULES_ID, type IslandModules } from '../../engine/shared/islandModules.ts'

/** A file of dist/client by its URL path ("/assets/chunks/chunk-x.js"). */
export type AssetPath = string

export interface Island {
  name: string
  hydrate: string
}

export interface PageAssets {
  /** URL path of the HTML file: "/de-de/index.html". */
  htmlPath: string
  /** Module scripts and modulepreload links of the HTML. */
  entries: AssetPath[]
  /** Every JavaScript file loaded at start: entries plus their static imports. */
  atLoad: AssetPath[]
  /** Targets of dynamic import() reachable from the start files, and the island modules the page names. */
  lazyTargets: AssetPath[]
  /** Island module → its block's name (with ENHANCER_LABEL for a plain-DOM enhancer), from the page's island-modules list. */
  islandLabels: Map<AssetPath, string>
  /** JavaScript only loaded on demand: the lazy targets and their static imports, minus what loads at start. */
  onDemand: AssetPath[]
  /**
   * The part of onDemand that this page's own islands import (matched by island name in the island-modules list), but for
   * islands that hydrate on intent: those wait for the visitor.
   */
  ownIslandsOnDemand: AssetPath[]
  /** Island names of this page that its island-modules list names no chunk for. */
  unmatchedIslands: string[]
  /** Island names of this page that run a plain-DOM enhancer (blocks/<name>/enhance.ts) instead of React. */
  enhancedIslands: string[]
  stylesheets: AssetPath[]
  islands: Island[]
  /** Referenced files that are not in dist/client (external URLs are not counted). */
  missing: AssetPath[]
}

export interface LazyChunk {
  target: AssetPath
  /** The island (block) whose module it is, when a page's island-modules list names it. */
  label?: string
  /** The chunk's own gzipped size. */
  gzipBytes: number
  /** The chunk plus its static imports that are not loaded at start by the page that imports it. */
  extraFiles: AssetPath[]
  extraGzipBytes: number
}

interface ModuleInfo {
  staticImports: AssetPath[]
  dynamicImports: AssetPath[]
}

const ORIGIN = 'http://bench.invalid'
/** The label suffix of a block's plain-DOM enhancer chunk (blocks/<name>/enhance.ts). */
export const ENHANCER_LABEL = ' (enhance.ts)'

export class SiteAssetReader {
  private readonly modules = new Map<AssetPath, ModuleInfo | undefined>()
  private readonly gzipSizes = new Map<AssetPath, number>()

  constructor(readonly clientDir: string) {}

  /** Every *.html file under the client folder, as URL paths, sorted. */
  htmlFiles(): AssetPath[] {
    const found: AssetPath[] = []
    const walk = (directory: string) => {
      for (const entry of readdirSync(directory, { withFileTypes: true })) {
        const full = join(directory, entry.name)
        if (entry.isDirectory()) walk(full)
        else if (entry.isFile() && entry.name.endsWith('.html')) found.push(`/${relative(this.clientDir, full).split(sep).join('/')}`)
      }
    }
    if (existsSync(this.clientDir)) walk(this.clientDir)
    return found.sort()
  }

  exists(path: AssetPath): boolean {
    const file = this.fileOf(path)
    return existsSync(file) && statSync(file).isFile()
  }

  gzipBytes(path: AssetPath): number {
    let size = this.gzipSizes.get(path)
    if (size === undefined) {
      size = this.exists(path) ? gzipSync(readFileSync(this.fileOf(path)), { level: 9 }).length : 0
      this.gzipSizes.set(path, size)
    }
    return size
  }

  rawBytes(path: AssetPath): number {
    return this.exists(path) ? statSync(this.fileOf(path)).size : 0
  }

  sumRaw(paths: Iterable<AssetPath>): number {
    let total = 0
    for (const path of paths) total += this.rawBytes(path)
    return total
  }

  sumGzip(paths: Iterable<AssetPath>): number {
    let total = 0
    for (const path of paths) total += this.gzipBytes(path)
    return total
  }

  page(htmlPath: AssetPath): PageAssets {
    const html = readFileSync(this.fileOf(htmlPath), 'utf8')
    const entries: AssetPath[] = []
    const scripts: AssetPath[] = []
    const stylesheets: AssetPath[] = []
    const islands: Island[] = []
    const missing = new Set<AssetPath>()
    const add = (list: AssetPath[], reference: string | undefined) => {
      const path = reference ? resolveUrl(reference, htmlPath) : undefined
      if (!path) return
      if (!this.exists(path)) missing.add(path)
      else if (!list.includes(path)) list.push(path)
    }
    for (const { name, attributes } of startTags(stripComments(html))) {
      if (name === 'script' && attributes.has('src')) {
        const type = (attributes.get('type') ?? '').toLowerCase()
        if (type === 'module' || type === '' || type === 'text/javascript') {
          add(entries, attributes.get('src'))
          add(scripts, attributes.get('src'))
        }
      } else if (name === 'link') {
        const rel = (attributes.get('rel') ?? '').toLowerCase().split(/\s+/)
        if (rel.includes('modulepreload')) add(entries, attributes.get('href'))
        else if (rel.includes('stylesheet')) add(stylesheets, attributes.get('href'))
      }
      const island = attributes.get('data-island')
      if (island !== undefined) islands.push({ name: island, hydrate: attributes.get('data-hydrate') ?? '(none)' })
    }

    const islandLabels = new Map<AssetPath, string>()
    for (const [name, module] of Object.entries(islandModulesOf(html))) {
      const path = resolveUrl(module.url, htmlPath)
      if (path && !islandLabels.has(path)) islandLabels.set(path, module.enhancer ? `${name}${ENHANCER_LABEL}` : name)
    }
    const atLoad = this.staticClosure(entries, missing)
    const atLoadSet = new Set(atLoad)
    const lazyTargets = unique([...atLoad.flatMap((path) => this.module(path)?.dynamicImports ?? []), ...islandLabels.keys()])
    // A lazy chunk may itself import() further chunks: those are on demand too.
    const onDemand: AssetPath[] = []
    const queue = [...lazyTargets]
    const seenTargets = new Set(queue)
    while (queue.length > 0) {
      const target = queue.shift()!
      for (const path of this.staticClosure([target], missing)) {
        if (atLoadSet.has(path) || onDemand.includes(path)) continue
        onDemand.push(path)
        for (const next of this.module(path)?.dynamicImports ?? []) {
          if (!seenTargets.has(next)) {
            seenTargets.add(next)
            queue.push(next)
          }
        }
      }
    }
    for (const path of [...lazyTargets, ...onDemand]) if (!this.exists(path)) missing.add(path)
    const targetOf = new Map<string, AssetPath>()
    for (const [target, label] of islandLabels) if (!targetOf.has(label)) targetOf.set(label, target)
    const islandNames = unique(islands.map((island) => island.name))
    // An 'intent' island (engine/client/whenIntent.ts) fetches nothing until the visitor reaches for it, so, as a
    // prefetch, its code is not counted as the page's; an island of the same block that hydrates by itself still is.
    const wakingNames = unique(islands.filter((island) => island.hydrate !== 'intent').map((island) => island.name))
    // An island with a plain-DOM enhancer (blocks/<name>/enhance.ts) runs that instead of its block and React.
    const islandTarget = (name: string) => targetOf.get(`${name}${ENHANCER_LABEL}`) ?? targetOf.get(name)
    const ownTargets = wakingNames.flatMap((name) => (islandTarget(name) ? [islandTarget(name)!] : []))
    // The island runtime's own lazy half (react-dom, providers: engine/client/mountIsland.tsx), fetched before the
    // first React island hydrates: the runtime's dynamic imports that are no block's.
    const labelled = new Set(targetOf.values())
    // With only plain-DOM enhancers, only the unlabelled chunks without React (the translation runtime, the API's answer
    // checks): never the React half.
    const hasReactIsland = wakingNames.some((name) => !targetOf.has(`${name}${ENHANCER_LABEL}`))
    const hasEnhancer = wakingNames.some((name) => targetOf.has(`${name}${ENHANCER_LABEL}`))
    // Only the runtime's own: the page script's (engine/client/hydrateIslands.ts) starters, one for enhancers
    // (startEnhancer.ts, with the translation runtime) and one for React islands (startReactIsland.ts, with react-dom), and
    // what they import in turn. The chrome's lazy parts (the menu, the logout: engine/chrome/loadOnFirstUse.ts) live in
    // the chrome's chunk, wait for a gesture and are no island's.
    const runtimeLazy = new Set(scripts.flatMap((path) => this.module(path)?.dynamicImports ?? []))
    const runtimeTargets = this.dynamicClosure(
      lazyTargets
        .filter((target) => !labelled.has(target) && runtimeLazy.has(target))
        .filter((target) => (this.reachesReact(target, atLoadSet, missing) ? hasReactIsland : hasEnhancer)),
      new Set([...labelled, ...atLoadSet]),
    )
    const ownIslandsOnDemand = unique(this.staticClosure([...ownTargets, ...runtimeTargets], missing)).filter(
      (path) => !atLoadSet.has(path),
    )
    return {
      htmlPath,
      entries,
      atLoad,
      lazyTargets,
      islandLabels,
      onDemand: onDemand.filter((path) => this.exists(path)),
      ownIslandsOnDemand,
      unmatchedIslands: islandNames.filter((name) => !islandTarget(name)),
      enhancedIslands: islandNames.filter((name) => targetOf.has(`${name}${ENHANCER_LABEL}`)),
      stylesheets,
      islands,
      missing: [...missing].sort(),
    }
  }

  /** Whether a chunk, or what it imports statically or on demand, holds React DOM (the React half of the island runtime). */
  private reachesReact(target: AssetPath, atLoad: ReadonlySet<AssetPath>, missing: Set<AssetPath>): boolean {
    return this.staticClosure(this.dynamicClosure([target], atLoad), missing).some(
      (path) => this.exists(path) && /__reactContainer|react\.(transitional\.)?element/.test(readFileSync(this.fileOf(path), 'utf8')),
    )
  }

  /**
   * The targets and what their static closures import() in turn, transitively; `skip`: files whose own import()s are
   * not followed and targets not taken (the page's files at load, whose lazy parts are the chrome's, and blocks).
   */
  private dynamicClosure(roots: AssetPath[], skip: ReadonlySet<AssetPath>): AssetPath[] {
    const found = new Set(roots)
    const queue = [...roots]
    while (queue.length > 0) {
      for (const path of this.staticClosure([queue.shift()!], new Set()).filter((file) => !skip.has(file)))
        for (const next of this.module(path)?.dynamicImports ?? [])
          if (!found.has(next) && !skip.has(next)) {
            found.add(next)
            queue.push(next)
          }
    }
    return [...found]
  }

  /** The lazily loaded chunks the given pages can import, each measured against the start files of a page that reaches it. */
  lazyChunks(pages: PageAssets[]): LazyChunk[] {
    const chunks = new Map<AssetPath, LazyChunk>()
    for (const page of pages) {
      const atLoad = new Set(page.atLoad)
      const labels = page.islandLabels
      for (const target of page.lazyTargets) {
        if (chunks.has(target) || !this.exists(target)) continue
        const extraFiles = this.staticClosure([target], new Set()).filter((path) => !atLoad.has(path))
        chunks.set(target, {
          target,
          label: labels.get(target),
          gzipBytes: this.gzipBytes(target),
          extraFiles,
          extraGzipBytes: this.sumGzip(extraFiles),
        })
      }
    }
    return [...chunks.values()].sort((a, b) => (a.label ?? `~${a.target}`).localeCompare(b.label ?? `~${b.target}`))
  }

  /** The files and every file they import statically, in discovery order. */
  private staticClosure(roots: AssetPath[], missing: Set<AssetPath>): AssetPath[] {
    const seen = new Set<AssetPath>()
    const stack = [...roots].reverse()
    const order: AssetPath[] = []
    while (stack.length > 0) {
      const path = stack.pop()!
      if (seen.has(path)) continue
      seen.add(path)
      if (!this.exists(path)) {
        missing.add(path)
        continue
      }
      order.push(path)
      const imports = this.module(path)?.staticImports ?? []
      for (let i = imports.length - 1; i >= 0; i--) if (!seen.has(imports[i])) stack.push(imports[i])
    }
    return order
  }

  private module(path: AssetPath): ModuleInfo | undefined {
    if (this.modules.has(path)) return this.modules.get(path)
    const info = this.exists(path) && /\.m?js$/.test(path) ? parseModule(readFileSync(this.fileOf(path), 'utf8'), path) : undefined
    this.modules.set(path, info)
    return info
  }

  private fileOf(path: AssetPath): string {
    return join(this.clientDir, ...decodeURIComponent(path).split('/').filter(Boolean))
  }
}

/** A URL in a page or module, resolved to a path of this site; undefined for other origins, data: URLs and bare specifiers. */
export function resolveUrl(reference: string, fromPath: AssetPath): AssetPath | undefined {
  if (/^[a-z][a-z0-9+.-]*:/i.test(reference) || reference.startsWith('//')) {
    if (!reference.startsWith(ORIGIN)) return undefined
  }
  try {
    const url = new URL(reference, ORIGIN + fromPath)
    return url.origin === ORIGIN ? url.pathname : undefined
  } catch {
    return undefined
  }
}

/** The imports of a bundled ES module. Minified output: `import{a as b}from"./x.js"`, `import"./x.js"`, `export*from"./x.js"`, `import(\`./x.js\`)`. */
export function parseModule(code: string, path: AssetPath): ModuleInfo {
  const staticImports: AssetPath[] = []
  const dynamicImports: AssetPath[] = []
  const local = (specifier: string) =>
    /^(\.{1,2}\/|\/)/.test(specifier) && !specifier.includes('${') ? resolveUrl(specifier, path) : undefined

  const staticPattern = /(?<![\w$.])(?:import|export)\s*(?:[\w$\s{},*]*?\bfrom\s*)?(["'])([^"'\n]+)\1/g
  for (const match of code.matchAll(staticPattern)) {
    const target = local(match[2])
    if (target && !staticImports.includes(target)) staticImports.push(target)
  }
  const dynamicPattern = /(?<![\w$.])import\s*\(\s*(["'`])([^"'`\n]+)\1\s*\)/g
  for (const match of code.matchAll(dynamicPattern)) {
    const target = local(match[2])
    if (!target) continue
    if (!dynamicImports.includes(target)) dynamicImports.push(target)
  }
  return { staticImports: staticImports.filter((target) => target !== path), dynamicImports }
}

/** A page's island-modules list (engine/shared/islandModules.ts); empty for a page without one. */
export function islandModulesOf(html: string): IslandModules {
  const match = new RegExp(`<script type="application/json" id="${ISLAND_MODULES_ID}">([^<]*)</script>`).exec(html)
  return match ? (JSON.parse(match[1]) as IslandModules) : {}
}

interface StartTag {
  name: string
  attributes: Map<string, string>
}

/** Start tags of an HTML document with their attributes (entities in values decoded for the few that matter). */
export function* startTags(html: string): Generator<StartTag> {
  const tagPattern = /<([a-zA-Z][\w:-]*)((?:\s+[^\s=>/"']+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'>]+))?)*)\s*\/?>/g
  const attributePattern = /([^\s=>/"']+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g
  for (const tag of html.matchAll(tagPattern)) {
    const attributes = new Map<string, string>()
    for (const attribute of tag[2].matchAll(attributePattern)) {
      attributes.set(attribute[1].toLowerCase(), decodeEntities(attribute[2] ?? attribute[3] ?? attribute[4] ?? ''))
    }
    yield { name: tag[1].toLowerCase(), attributes }
  }
}

function stripComments(html: string): string {
  return html.replace(/<!--[\s\S]*?-->/g, '')
}

function decodeEntities(value: string): string {
  return value.replace(
    /&(quot|amp|lt|gt|#39|apos);/g,
    (_, entity: string) => ({ quot: '"', amp: '&', lt: '<', gt: '>', '#39': "'", apos: "'" })[entity] ?? '',
  )
}

function unique<T>(values: T[]): T[] {
  return [...new Set(values)]
}
