import { existsSync, readFileSync } from 'node:fs'
import { dirname, posix, relative, resolve } from 'node:path'
import { parse } from '@babel/parser'
import type { Plugin } from 'vite'
import { fromRepo } from '../../engine/node/repoRoot.ts'
import { sha256 } from '../incremental/fileHashes.ts'
import { contentStore } from '../transformCache/contentStore.ts'

/**
 * A feature's public entry (features/<name>/index.ts, or data.ts for plain Node): named re-exports only. Code outside
 * the folder imports nothing else (tools/boundaries/boundaryRules.ts, feature-through-its-entry).
 */
const FEATURE_ENTRY = /[\\/]features[\\/][^\\/]+[\\/](index|data)\.ts$/

/**
 * Vite and the apps' build: an import of a feature's entry becomes imports of the modules that export the names, the
 * way a bundler's barrel-file optimisation does. The entry is the public surface for the type checker and the boundary
 * check; the bundles, the page CSS graph (pageCssPlugin.ts, devPageAssets.ts: SPEC §6, a page links only the
 * stylesheets of what its blocks use) and the dev server's browser see the modules a block really uses, in the order
 * the block names them. Through the entry itself, a bundler visits every module it lists at the first import, which
 * reorders modules inside chunks (every page's script URLs change), the CSS graph would reach every styled component of
 * the feature, and the dev server would send the browser the feature's build-time and React code to a plain-DOM island.
 */
export function featureEntriesPlugin(): Plugin {
  let building = false
  return {
    name: 'feature-entries',
    enforce: 'pre',
    configResolved(config) {
      building = config.command === 'build'
    },
    transform(code, id) {
      const file = id.split('?')[0]
      if (!/\.tsx?$/.test(file) || file.includes('/node_modules/') || !ENTRY_SPECIFIER.test(code)) return undefined
      const rewritten = keptRewrite(code, file, building)
      if (!rewritten) return undefined
      // A changed entry (a name moved to another module) transforms its importers again on the dev server.
      for (const entry of rewritten.entries) this.addWatchFile(entry)
      return { code: rewritten.code, map: null }
    },
  }
}

/** The plugin's own code: a rewrite kept by an older version of it is not this version's. */
const PLUGIN_SOURCE = sha256(readFileSync(fromRepo('tools/vite/featureEntriesPlugin.ts')))
const ENTRY_PATH = /(['"])(\.{1,2}\/[^'"\n]*\/(?:index|data)\.ts)\1/g

/**
 * importsPastFeatureEntries, kept by content in a build (tools/transformCache): Babel parsing every module that names
 * an entry was the plugin's time, the same each build. The key has the code, the file and every entry it names.
 */
function keptRewrite(code: string, file: string, building: boolean): ReturnType<typeof importsPastFeatureEntries> {
  const store = building ? contentStore('feature-entries') : undefined
  if (!store) return importsPastFeatureEntries(code, file)
  const entries = [...code.matchAll(ENTRY_PATH)].map((match) => resolve(dirname(file), match[2]))
  const key = sha256(
    PLUGIN_SOURCE,
    relative(fromRepo('.'), file),
    code,
    ...entries.flatMap((entry) => [entry, existsSync(entry) ? readFileSync(entry) : 'missing']),
  )
  const kept = store.get(key)
  if (kept)
    return (JSON.parse(kept.toString('utf8')) as { rewritten: ReturnType<typeof importsPastFeatureEntries> | null }).rewritten ?? undefined
  const rewritten = importsPastFeatureEntries(code, file)
  store.put(key, Buffer.from(JSON.stringify({ rewritten: rewritten ?? null })))
  return rewritten
}

/** A cheap first look: a specifier naming an index.ts or data.ts (`../../dates/index.ts` from another feature, too). */
const ENTRY_SPECIFIER = /\/(index|data)\.ts['"]/

interface Reexport {
  /** The module that exports the name. */
  file: string
  /** The name it has there. */
  imported: string
}

/**
 * The source with each named import or re-export of a feature entry replaced by imports of the modules behind it,
 * or undefined when it imports no entry. Line numbers stay as they were; type-only names keep the entry (erased).
 */
export function importsPastFeatureEntries(source: string, file: string): { code: string; entries: string[] } | undefined {
  const ast = parse(source, { sourceType: 'module', plugins: file.endsWith('.tsx') ? ['typescript', 'jsx'] : ['typescript'] })
  const edits: { start: number; end: number; text: string }[] = []
  const entries = new Set<string>()
  for (const statement of ast.program.body) {
    const isImport = statement.type === 'ImportDeclaration' && statement.importKind !== 'type'
    const isReexport = statement.type === 'ExportNamedDeclaration' && statement.exportKind !== 'type' && statement.source
    if ((!isImport && !isReexport) || !statement.source || statement.start == null || statement.end == null) continue
    const specifier = statement.source.value
    const entry = specifier.startsWith('.') ? resolve(dirname(file), specifier) : undefined
    if (!entry || !FEATURE_ENTRY.test(entry) || dirname(entry) === dirname(file)) continue
    const exports = entryExports(entry)
    if (!exports) continue
    const byModule = new Map<string, string[]>()
    const types: string[] = []
    let readable = true
    for (const part of statement.specifiers) {
      // A default or namespace import (`* as help`) keeps the entry: it needs every export.
      if (part.type !== 'ImportSpecifier' && part.type !== 'ExportSpecifier') readable = false
      else {
        const name = nameOf(part.type === 'ImportSpecifier' ? part.imported : part.local)
        const local = nameOf(part.type === 'ImportSpecifier' ? part.local : part.exported)
        const alias = name === local ? name : `${name} as ${local}`
        const typeOnly = part.type === 'ImportSpecifier' ? part.importKind === 'type' : part.exportKind === 'type'
        const reexport = exports.get(name)
        if (typeOnly) types.push(alias)
        else if (!reexport)
          readable = false // Not exported: the bundler reports it, naming the entry.
        else {
          const renamed = reexport.imported === local ? local : `${reexport.imported} as ${local}`
          byModule.set(reexport.file, [...(byModule.get(reexport.file) ?? []), renamed])
        }
      }
    }
    if (!readable || byModule.size + types.length === 0) continue
    entries.add(entry)
    const keyword = isImport ? 'import' : 'export'
    // `import { type A } from` becomes `import type`: the style transform keeps the other form as `import '…'`, which
    // would load the whole entry for nothing.
    const lines = [...byModule].map(([module, names]) => `${keyword} { ${names.join(', ')} } from '${specifierOf(file, module)}'`)
    if (types.length > 0) lines.push(`${keyword} type { ${types.join(', ')} } from '${specifier}'`)
    const newlines = source.slice(statement.start, statement.end).split('\n').length - 1
    edits.push({ start: statement.start, end: statement.end, text: lines.join('; ') + '\n'.repeat(newlines) })
  }
  if (edits.length === 0) return undefined
  let code = source
  for (const edit of edits.reverse()) code = code.slice(0, edit.start) + edit.text + code.slice(edit.end)
  return { code, entries: [...entries] }
}

const specifierOf = (from: string, to: string) => {
  const path = relative(dirname(from), to).split('\\').join(posix.sep)
  return path.startsWith('.') ? path : `./${path}`
}

const nameOf = (node: { type: string; name?: string; value?: string }) => (node.type === 'Identifier' ? node.name! : node.value!)

const parsedEntries = new Map<string, { source: string; exports: Map<string, Reexport> | undefined }>()

/** Exported name → the module behind it, for an entry made of named re-exports only; undefined for any other shape. */
function entryExports(entry: string): Map<string, Reexport> | undefined {
  const source = readFileSync(entry, 'utf8')
  const known = parsedEntries.get(entry)
  if (known?.source === source) return known.exports
  let exports: Map<string, Reexport> | undefined = new Map()
  for (const statement of parse(source, { sourceType: 'module', plugins: ['typescript'] }).program.body) {
    if (statement.type !== 'ExportNamedDeclaration' || !statement.source) {
      exports = undefined
      break
    }
    for (const part of statement.specifiers) {
      if (part.type !== 'ExportSpecifier' || statement.exportKind === 'type' || part.exportKind === 'type') continue
      exports.set(nameOf(part.exported), { file: resolve(dirname(entry), statement.source.value), imported: nameOf(part.local) })
    }
  }
  parsedEntries.set(entry, { source, exports })
  return exports
}
