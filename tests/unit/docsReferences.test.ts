// Protects the docs from naming what is not there: every `npm run X` in README.md and docs/*.md is a script of
// package.json, and every repository path written as inline code (`engine/sdk.ts`) exists.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { fromRepo } from '../../engine/node/repoRoot.ts'
import { docFiles } from './docsFences.ts'

const scripts = Object.keys(JSON.parse(readFileSync(fromRepo('package.json'), 'utf8')).scripts as Record<string, string>)
/**
 * Top-level entries a path may start with; build output (dist/, dist-shards/…) and the reference API's runtime data
 * (data/: its database and outbox, made by the first run) are not in the repository.
 */
const topLevel = new Set(
  readdirSync(fromRepo('.')).filter((name) => name !== 'node_modules' && name !== 'data' && !name.startsWith('dist')),
)

/** `[doc:line, what]` for every match of `pattern` (first group) in the docs. */
function mentions(pattern: RegExp): [string, string][] {
  return docFiles().flatMap((doc) =>
    readFileSync(fromRepo(doc), 'utf8')
      .split('\n')
      .flatMap((text, index) => [...text.matchAll(pattern)].map((match): [string, string] => [`${doc}:${index + 1}`, match[1]])),
  )
}

/** An inline-code path in the repository: starts with a top-level entry, no placeholder (`<name>`, `*`, `{…}`, `…`). */
function isRepoPath(code: string): boolean {
  return /^[\w.+@-]+(\/[\w.+@-]+)*\/?$/.test(code) && topLevel.has(code.split('/')[0]) && (code.includes('/') || code.includes('.'))
}

describe('README.md and docs/ name only what exists', () => {
  it('every `npm run X` is a script in package.json', () => {
    const found = mentions(/npm run (?:-s )?([a-z][\w:-]*)/g)
    expect(found.length).toBeGreaterThan(10)
    expect(found.filter(([, script]) => !scripts.includes(script))).toEqual([])
  })

  it('every repository path in inline code exists', () => {
    const found = mentions(/`([^`\s]+)`/g).filter(([, code]) => isRepoPath(code))
    expect(found.length).toBeGreaterThan(50)
    expect(found.filter(([, path]) => !existsSync(fromRepo(path)))).toEqual([])
  })
})
