import { existsSync, lstatSync, readdirSync, readFileSync } from 'node:fs'
import type { Problem } from '../../shared/problem.ts'
import type { PageDocument } from '../../shared/types/page.gen.ts'
import { BUNDLE_FOLDER, DOCUMENT_FOLDERS, DOCUMENT_KINDS, documentName, kindOfFile } from '../../model/documentKinds.ts'
import type { Project } from '../../model/project.ts'
import { blockListLimitProblems } from './blockListLimits.ts'
import { documentFileProblem } from './documentFileProblem.ts'
import { parseJsonSource } from './parseJsonSource.ts'
import { join } from 'node:path'
import { REPO_ROOT } from '../repoRoot.ts'

/** Document files relative to `root`: the repository, or another folder of documents (the benchmark's synthetic site). */
export function listDocumentFiles(root: string = REPO_ROOT): string[] {
  const site = DOCUMENT_KINDS.site.file
  const files: string[] = entryExists(join(root, site)) ? [site] : []
  for (const folder of DOCUMENT_FOLDERS) {
    if (!existsSync(join(root, folder))) continue
    for (const name of readdirSync(join(root, folder)).sort()) {
      if (name.endsWith('.json')) files.push(`${folder}/${name}`)
    }
  }
  return files
}

export function listBundleFiles(root: string = REPO_ROOT): string[] {
  if (!existsSync(join(root, BUNDLE_FOLDER))) return []
  return readdirSync(join(root, BUNDLE_FOLDER))
    .sort()
    .filter((locale) => entryExists(join(root, `${BUNDLE_FOLDER}/${locale}/translations.json`)))
    .map((locale) => `${BUNDLE_FOLDER}/${locale}/translations.json`)
}

/** lstat, not existsSync: a dangling link is listed (and refused by loadProject) rather than silently skipped. */
function entryExists(path: string): boolean {
  try {
    return lstatSync(path, { throwIfNoEntry: false }) !== undefined
  } catch {
    return false // ENOTDIR: a file such as locales/README.md, not a locale folder
  }
}

/** A document parsed, and refused as a whole when it is not a JSON object (every check reads its fields). */
function readObject(file: string, text: string): ReturnType<typeof parseJsonSource> {
  const parsed = parseJsonSource(file, text)
  const { data } = parsed.source
  if (data === undefined || (typeof data === 'object' && data !== null && !Array.isArray(data))) return parsed
  const problem: Problem = {
    severity: 'error',
    file,
    line: 1,
    column: 1,
    pointer: '',
    rule: 'documentType',
    message: 'a document must be a JSON object: { … } around its fields',
  }
  return { source: { ...parsed.source, data: undefined, tree: undefined }, problems: [...parsed.problems, problem] }
}

/**
 * Reads the documents under `root` (default: the repository); `readText` lets the dev server and tests supply
 * unsaved text. Schemas and blocks always come from the repository: they are the engine's, not the site's.
 */
export function loadProject(readText?: (file: string) => string, root: string = REPO_ROOT): Project {
  const read = readText ?? ((file: string) => readFileSync(join(root, file), 'utf8'))
  const project: Project = {
    markets: new Map(),
    pages: new Map(),
    layouts: new Map(),
    navigations: new Map(),
    footers: new Map(),
    domains: new Map(),
    bundles: new Map(),
    documents: new Map(),
    problems: [],
  }
  for (const file of listDocumentFiles(root)) {
    const kind = kindOfFile(file)!
    const entryProblem = documentFileProblem(root, file)
    if (entryProblem) {
      project.problems.push(entryProblem)
      continue
    }
    const { source, problems } = readObject(file, read(file))
    project.problems.push(...problems)
    if (source.data === undefined) continue
    // Refused as a whole, like a syntax error: checking each of its blocks for every market is what takes minutes.
    const tooLong = blockListLimitProblems(kind, source)
    project.problems.push(...tooLong)
    if (tooLong.length > 0) continue
    project.documents.set(file, { kind, source })
    const loaded = { name: documentName(file), source, data: source.data as never }
    if (kind === 'site') project.site = loaded
    else if (kind === 'market') project.markets.set(loaded.name, loaded)
    else if (kind === 'layout') project.layouts.set(loaded.name, loaded)
    else if (kind === 'navigation') project.navigations.set(loaded.name, loaded)
    else if (kind === 'footer') project.footers.set(loaded.name, loaded)
    else if (kind === 'domain') project.domains.set(loaded.name, loaded)
    else if (kind === 'page') {
      const id = typeof (source.data as PageDocument).id === 'string' ? (source.data as PageDocument).id : loaded.name
      project.pages.set(id, loaded)
    }
  }
  for (const file of listBundleFiles(root)) {
    const entryProblem = documentFileProblem(root, file)
    if (entryProblem) {
      project.problems.push(entryProblem)
      continue
    }
    const { source, problems } = readObject(file, read(file))
    project.problems.push(...problems)
    if (source.data !== undefined)
      project.bundles.set(file.split('/')[1], { name: file.split('/')[1], source, data: source.data as Record<string, unknown> })
  }
  return project
}
