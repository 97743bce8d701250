/**
 * The content of a module's whole import closure, as one hash: what wyw-in-js may evaluate when it extracts a module's
 * CSS (a token, a helper three imports away). Every string in a file that looks like a relative or root path (`./x`,
 * `../x`, `/blocks/x`) and names a file is followed, whether an import, a re-export, a dynamic import or `new URL`: a
 * string followed needlessly only costs a cache hit, an import missed would keep a stale result. Packages are not
 * followed: the transform cache's key has the lockfile instead. A closure that uses `import.meta.glob` is not hashed
 * (undefined): which files a glob names is not read here, so such modules are always transformed.
 */
import { existsSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { sha256 } from '../incremental/fileHashes.ts'

const PATH_STRING = /(['"`])((?:\.{1,2})?\/[^'"`\s]+)\1/g
const GLOB = /import\.meta\.glob/
/** What a specifier without its extension may name (TypeScript's and Vite's resolution, as the site writes imports). */
const CANDIDATES = ['', '.ts', '.tsx', '.js', '/index.ts', '/index.tsx']

interface FileFacts {
  hash: string
  imports: string[]
  glob: boolean
}

/**
 * Closure hashes under `root`, each file read once (a build reads the files as they are when it starts; a new closure
 * reader per build). `closureOf(file, code)`: the hash of `code` (as given, the file's text once transformed) and of
 * every file it reaches.
 */
export function importClosureReader(root: string): (file: string, code: string) => string | undefined {
  const known = new Map<string, FileFacts | null>()
  const factsOf = (file: string): FileFacts | null => {
    let facts = known.get(file)
    if (facts !== undefined) return facts
    facts = existsSync(file) && statSync(file).isFile() ? readFacts(root, file, readFileSync(file, 'utf8')) : null
    known.set(file, facts)
    return facts
  }
  return (file, code) => {
    const start = readFacts(root, file, code)
    const reached = new Map<string, string>([[file, start.hash]])
    const pending = [...start.imports]
    if (start.glob) return undefined
    while (pending.length > 0) {
      const next = pending.pop() as string
      if (reached.has(next)) continue
      const facts = factsOf(next)
      if (!facts) continue
      if (facts.glob) return undefined
      reached.set(next, facts.hash)
      pending.push(...facts.imports)
    }
    return sha256(...[...reached].sort(([a], [b]) => (a < b ? -1 : 1)).flatMap(([path, hash]) => [path.slice(root.length), hash]))
  }
}

function readFacts(root: string, file: string, text: string): FileFacts {
  const imports: string[] = []
  for (const match of text.matchAll(PATH_STRING)) {
    const specifier = match[2].split('?')[0]
    const base = specifier.startsWith(root)
      ? specifier
      : specifier.startsWith('/')
        ? join(root, specifier)
        : resolve(dirname(file), specifier)
    const found = CANDIDATES.map((ending) => base + ending).find((path) => existsSync(path) && statSync(path).isFile())
    if (found) imports.push(found)
  }
  return { hash: sha256(text), imports, glob: GLOB.test(text) }
}
