/**
 * Which unit test files need a process of their own. vitest runs most files in shared worker processes (isolate:
 * false: a module imported by many files loads once per worker, not once per file), which is only safe for a file
 * that leaves nothing behind. A file that mocks modules, stubs globals or the environment, spies on shared objects,
 * turns the clock or writes process-wide state would leak into the files that run after it in the same process, so
 * it runs isolated. Read from each file's text, so a new test file lands in the right project by itself;
 * `// vitest: isolate` in a file sends it there for a reason the patterns cannot see (module state it changes).
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

/** What makes a file unsafe to share a process with others, each with the reason the report prints. */
export const LEAKING_PATTERNS: readonly { reason: string; pattern: RegExp }[] = [
  { reason: 'mocks a module', pattern: /\bvi\.(mock|doMock|unmock|doUnmock|hoisted|importMock)\(/ },
  { reason: 'stubs a global or the environment', pattern: /\bvi\.(stubGlobal|stubEnv)\(/ },
  { reason: 'spies on a shared object', pattern: /\bvi\.spyOn\(/ },
  { reason: 'turns the clock', pattern: /\bvi\.(useFakeTimers|setSystemTime)\(/ },
  { reason: 'resets the module graph', pattern: /\bvi\.resetModules\(/ },
  { reason: 'writes process.env', pattern: /\bprocess\.env(\.\w+|\[[^\]]+\])\s*(=(?!=)|\?\?=|\|\|=)|\bdelete process\.env\b/ },
  {
    reason: 'writes a global',
    pattern: /\bglobalThis(\.\w+|\[[^\]]+\])\s*=(?!=)|\bObject\.defineProperty\(globalThis\b|\bdelete globalThis\b/,
  },
  { reason: 'changes the working folder or exit code', pattern: /\bprocess\.(chdir\(|exitCode\s*=(?!=))/ },
  // The pool keeps a shared worker's environment: jsdom files would inherit each other's document, storage and cookies.
  { reason: 'runs in a browser-like environment', pattern: /@vitest-environment\s+(?!node\b)\w/ },
  // msw patches fetch, and such a file runs the reference API in-process: its throttles and stores are module state, so
  // one file's failed lookups would answer another's with 429.
  { reason: 'intercepts fetch and keeps the reference API in memory (msw)', pattern: /\bsetupServer\(/ },
  { reason: 'asks for it (// vitest: isolate)', pattern: /^\s*\/\/ vitest: isolate\b/m },
]

/** Why a test file must run in a process of its own, or undefined when it can share one. */
export function isolationReason(text: string): string | undefined {
  return LEAKING_PATTERNS.find(({ pattern }) => pattern.test(text))?.reason
}

const UNIT_FOLDERS = ['api', 'engine', 'blocks', 'features', 'tools', 'apps', 'studio', 'tests/unit']
const SKIPPED = new Set(['node_modules', 'dist', '.git'])

/** Repository-relative paths of the unit test files (*.test.ts(x)) under the folders vitest collects, sorted. */
export function unitTestFiles(root: string): string[] {
  const walk = (folder: string): string[] =>
    readdirSync(join(root, folder), { withFileTypes: true }).flatMap((entry) => {
      const path = `${folder}/${entry.name}`
      if (entry.isDirectory()) return SKIPPED.has(entry.name) || entry.name.startsWith('.') ? [] : walk(path)
      return /\.test\.tsx?$/.test(entry.name) ? [path] : []
    })
  return UNIT_FOLDERS.flatMap(walk).sort()
}

/** The unit test files split by whether they share worker processes or each get one. */
export function splitByIsolation(root: string): { shared: string[]; isolated: string[] } {
  const shared: string[] = []
  const isolated: string[] = []
  for (const file of unitTestFiles(root)) (isolationReason(readFileSync(join(root, file), 'utf8')) ? isolated : shared).push(file)
  return { shared, isolated }
}
