import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join, posix } from 'node:path'
import {
  boundaryRules,
  CYCLE_RULE,
  RUNTIME_FOLDERS,
  TEMPORARY_EXCEPTIONS,
  type ModuleImport,
  type TemporaryException,
} from './boundaryRules.ts'
import { importsOf } from './importsOf.ts'

/** The fixture tree with forbidden imports on purpose (tests/fixtures/boundaries/README.md). */
export const BOUNDARY_FIXTURES = 'tests/fixtures/boundaries'

export interface Violation {
  rule: string
  message: string
  from: string
  specifier: string
  to: string
  line: number
  column: number
}

export interface BoundaryReport {
  /** Repository paths of every module read, so a caller can see the check really looked. */
  modules: string[]
  imports: number
  /** Every import found, resolved (for tests that prove the check read a module's imports). */
  edges: ModuleImport[]
  violations: Violation[]
  /** Violations that TEMPORARY_EXCEPTIONS allows for now (reported, not failing). */
  excepted: Violation[]
}

const SKIPPED = new Set(['node_modules', 'test-results', 'playwright-report', '.git'])
/** Build output: dist/, and dist-shards/, dist-spare/ and the other build folders beside it (tens of thousands of files). */
const BUILD_OUTPUT = /^dist($|-)/

function sourceFiles(root: string, folder: string, skip: string[]): string[] {
  const path = join(root, folder)
  if (skip.includes(folder)) return []
  if (!statSync(path).isDirectory()) return /\.tsx?$/.test(folder) && !folder.endsWith('.d.ts') ? [folder] : []
  return readdirSync(path)
    .filter((name) => !SKIPPED.has(name) && !BUILD_OUTPUT.test(name) && !name.startsWith('.'))
    .flatMap((name) => sourceFiles(root, folder ? posix.join(folder, name) : name, skip))
}

/** A relative or root-absolute ("/blocks/…", Vite's form) specifier as a repository path; packages stay as written. */
function resolveSpecifier(root: string, from: string, specifier: string): { to: string; external: boolean } {
  if (!specifier.startsWith('.') && !specifier.startsWith('/')) return { to: specifier, external: true }
  const base = specifier.startsWith('/') ? posix.normalize(specifier.slice(1)) : posix.normalize(posix.join(posix.dirname(from), specifier))
  const candidates = [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]
  return {
    to: candidates.find((candidate) => existsSync(join(root, candidate)) && statSync(join(root, candidate)).isFile()) ?? base,
    external: false,
  }
}

const folderOf = (path: string) => RUNTIME_FOLDERS.find((folder) => path.startsWith(`${folder}/`))

/** Folders of RUNTIME_FOLDERS that reach each other (strongly connected components with more than one folder). */
function foldersInCycles(edges: ModuleImport[]): Set<string> {
  const graph = new Map<string, Set<string>>()
  for (const edge of edges) {
    const from = folderOf(edge.from)
    const to = folderOf(edge.to)
    if (from && to && from !== to) graph.set(from, (graph.get(from) ?? new Set()).add(to))
  }
  const reaches = (start: string, goal: string) => {
    const seen = new Set<string>()
    const stack = [start]
    while (stack.length) {
      const folder = stack.pop()!
      for (const next of graph.get(folder) ?? []) {
        if (next === goal) return true
        if (!seen.has(next)) {
          seen.add(next)
          stack.push(next)
        }
      }
    }
    return false
  }
  return new Set(RUNTIME_FOLDERS.filter((folder) => reaches(folder, folder)))
}

/** The real tree: everything but the fixture tree, with the exceptions allowed for now. */
export function checkRepository(root: string): BoundaryReport {
  return checkBoundaries(root, { skip: [BOUNDARY_FIXTURES], exceptions: TEMPORARY_EXCEPTIONS })
}

/**
 * Reads every TypeScript module under `root` (a repository, or a fixture tree shaped like one) and
 * returns the imports that break a boundary rule (tools/boundaries/boundaryRules.ts).
 */
export function checkBoundaries(root: string, options: { skip?: string[]; exceptions?: TemporaryException[] } = {}): BoundaryReport {
  const exceptions = options.exceptions ?? []
  const modules = sourceFiles(root, '', options.skip ?? []).sort()
  const edges: ModuleImport[] = []
  for (const from of modules) {
    for (const site of importsOf(readFileSync(join(root, from), 'utf8'), from))
      edges.push({ from, site, ...resolveSpecifier(root, from, site.specifier) })
  }
  const violation = (edge: ModuleImport, rule: { name: string; message: string }): Violation => ({
    rule: rule.name,
    message: rule.message,
    from: edge.from,
    specifier: edge.site.specifier,
    to: edge.to,
    line: edge.site.line,
    column: edge.site.column,
  })
  const violations: Violation[] = []
  for (const edge of edges) for (const rule of boundaryRules) if (rule.forbids(edge)) violations.push(violation(edge, rule))
  // Tests may import both sides of the page (a chrome test renders the server's view); they are not part of the running graph.
  const runtimeEdges = edges.filter((edge) => !/\.test\.tsx?$/.test(edge.from) && !edge.external)
  const cyclic = foldersInCycles(runtimeEdges)
  for (const edge of runtimeEdges) {
    const from = folderOf(edge.from)
    const to = folderOf(edge.to)
    if (from && to && from !== to && cyclic.has(from) && cyclic.has(to)) violations.push(violation(edge, CYCLE_RULE))
  }
  const matches = (exception: TemporaryException, found: Violation) =>
    exception.from === found.from && (exception.to === undefined || exception.to === found.to) && exception.rules.includes(found.rule)
  const isExcepted = (found: Violation) => exceptions.some((exception) => matches(exception, found))
  const excepted = violations.filter(isExcepted)
  for (const exception of exceptions) {
    if (!excepted.some((found) => matches(exception, found))) {
      const pair = exception.to ? `${exception.from} → ${exception.to}` : exception.from
      violations.push({
        rule: 'stale-exception',
        message: `TEMPORARY_EXCEPTIONS lists ${pair}, which no longer breaks ${exception.rules.join(', ')}: remove the entry`,
        from: exception.from,
        specifier: '',
        to: '',
        line: 0,
        column: 0,
      })
    }
  }
  return { modules, imports: edges.length, edges, violations: violations.filter((found) => !isExcepted(found)), excepted }
}

/** One line per violation: `file:line → import  [rule] message`. */
export function formatViolation(violation: Violation): string {
  return `${violation.from}:${violation.line} → ${violation.specifier}  [${violation.rule}] ${violation.message}`
}
