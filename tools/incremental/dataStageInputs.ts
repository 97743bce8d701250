/**
 * The fingerprint of what the build's data stage (tools/data/prepareSite.ts) is made from, so that a build whose
 * data stage inputs did not change takes the last build's result (dataStageCache.ts) instead of running it:
 *
 * - its code: the modules the data stage imports, followed from its entry points (the data stage, validation,
 *   every block's data.ts and every route source) through their relative imports; a block's component, its styles
 *   or the client code are not among them, so changing those keeps the data;
 * - what that code reads from disk: every document (pages as the data stage reads them: pageDataView; markets, layouts,
 *   navigation, footers, domains, site.json, the mail texts), the reference API (code and seed data) and the schemas; not the translation
 *   bundles: the texts loaders and route sources read (`context.text`) are recorded and checked apart
 *   (dataStageCache.ts DataStageRecord.texts). The reference API reads the bundles only for its payment and
 *   sign-in stand-in pages, which no loader asks (dataStageInputs.test.ts holds it to that);
 * - the package, the SITE_* settings, the markets the build loads block data for, and the day (the reference API
 *   dates its answers from it).
 *
 * Only for the reference API read in-process: an API at a full URL may answer otherwise at any time.
 */
import { existsSync, readFileSync } from 'node:fs'
import { join, posix } from 'node:path'
import { answerDay } from '../data/storedApiAnswers.ts'
import { filesBelow, sha256, type FileHashes } from './fileHashes.ts'

/** Where the data stage starts: the build's data step and validation; blocks' loaders and route sources are added. */
const ENTRY_POINTS = ['tools/data/prepareSite.ts', 'engine/node/validate/validateProject.ts'] as const
/** Read from disk (not imported) by the data stage or validation. */
export const DATA_FOLDERS = ['pages', 'markets', 'layouts', 'navigation', 'footers', 'domains', 'locales', 'api', 'schemas'] as const
export const DATA_FILES = ['site.json', 'package.json', 'package-lock.json', 'tsconfig.json'] as const
const NOT_INPUT = /(\.test\.tsx?$|\/__snapshots__\/|^locales\/[^/]+\/translations\.json$)/
const RELATIVE_IMPORT = /(?:\bfrom\s+|\bimport\s*\(\s*|\bimport\s+)'(\.{1,2}\/[^']+)'/g

/** The repository files reachable from `entries` through relative imports (a missing file ends its branch). */
export function importClosure(root: string, entries: readonly string[]): string[] {
  const seen = new Set<string>()
  const pending = [...entries]
  while (pending.length > 0) {
    const file = pending.pop()!
    if (seen.has(file) || !existsSync(join(root, file))) continue
    seen.add(file)
    if (!/\.(m?[jt]sx?)$/.test(file)) continue
    for (const match of readFileSync(join(root, file), 'utf8').matchAll(RELATIVE_IMPORT))
      pending.push(posix.normalize(posix.join(posix.dirname(file), match[1])))
  }
  return [...seen].sort()
}

const LOADER = /^blocks\/([^/]+)\/data\.ts$/

/** Every block's loader (blocks/<type>/data.ts). */
function loaderFiles(root: string): string[] {
  return filesBelow(root, ['blocks'], /^$/).filter((file) => LOADER.test(file))
}

/** The data stage's own modules: the entry points, every block's loader and every route source. */
export function dataStageEntries(root: string, loaders: readonly string[] = loaderFiles(root)): string[] {
  const sources = filesBelow(root, ['sources'], NOT_INPUT).filter((file) => /^sources\/[^/]+\.ts$/.test(file))
  return [...ENTRY_POINTS, ...loaders, ...sources]
}

const PAGE_DOCUMENT = /^pages\/[^/]+\.json$/
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * What the data stage reads of a page document (engine/node/data/runDataStage.ts): its routes (id, slugs, markets,
 * layout, generate…) and the blocks it places, in order, with the props of those that have a loader, which are what a
 * loader is given. The props of a block without a loader (a heading switch, a text key) only the renderer reads: a
 * page document changed only there keeps the last data stage whole (issue 28: one page document at most 5 s). A
 * document with per-market overrides (they may add or change blocks by id), or one that does not parse, counts whole.
 */
export function pageDataView(text: string, loaderTypes: ReadonlySet<string>): string | undefined {
  let page: unknown
  try {
    page = JSON.parse(text)
  } catch {
    return undefined
  }
  if (!isObject(page) || 'overrides' in page || !Array.isArray(page.blocks)) return undefined
  const blocks = page.blocks.map((block: unknown) =>
    isObject(block) && typeof block.type === 'string' && !loaderTypes.has(block.type) ? { ...block, props: null } : block,
  )
  return JSON.stringify({ ...page, blocks })
}

/**
 * sha256 over the data stage's inputs; `selection` says which markets the build loads block data for (the
 * --markets or --shard flag as given).
 */
export function dataStageFingerprint(root: string, hashOf: FileHashes, env: NodeJS.ProcessEnv, selection: string): string {
  return fingerprintOf(root, hashOf, env, selection, DATA_FOLDERS)
}

/** The folders of the documents that place blocks: what a block's loader gets of them is its props (runDataStage loadKey). */
const PLACING_FOLDERS = new Set(['pages', 'layouts', 'navigation', 'footers'])

/**
 * sha256 over what every block loader's answer depends on besides its props, its market language and its page's
 * item: the data stage's code, the reference API, the market documents (currency, slugs, tenant) and the settings. A
 * build whose loads fingerprint is the last build's takes each load whose key it knows (runDataStage earlierLoads),
 * so a changed page document runs only the loaders of the blocks it changed.
 */
export function loadsFingerprint(root: string, hashOf: FileHashes, env: NodeJS.ProcessEnv): string {
  return fingerprintOf(
    root,
    hashOf,
    env,
    'loads',
    DATA_FOLDERS.filter((folder) => !PLACING_FOLDERS.has(folder)),
  )
}

function fingerprintOf(root: string, hashOf: FileHashes, env: NodeJS.ProcessEnv, selection: string, folders: readonly string[]): string {
  const loaders = loaderFiles(root)
  const loaderTypes = new Set(loaders.map((file) => LOADER.exec(file)![1]))
  const files = [
    ...new Set([...importClosure(root, dataStageEntries(root, loaders)), ...filesBelow(root, folders, NOT_INPUT), ...DATA_FILES]),
  ].sort()
  const hashOfInput = (file: string) => {
    const view = PAGE_DOCUMENT.test(file) ? pageDataView(readFileSync(join(root, file), 'utf8'), loaderTypes) : undefined
    return view === undefined ? hashOf(file) : sha256('page data view', view)
  }
  const settings = Object.entries(env)
    // SITE_DIST only says where the pages go: a build of one market into its own folder may take the whole build's data.
    .filter(([name]) => (name.startsWith('SITE_') && name !== 'SITE_DIST') || name === 'NODE_ENV')
    .sort(([a], [b]) => a.localeCompare(b))
  // The reference API dates its answers from today: a data stage of yesterday is not taken.
  return sha256(JSON.stringify(settings), selection, answerDay(), ...files.flatMap((file) => [file, hashOfInput(file)]))
}
