// Property-based mutations of real documents: whatever an author (or an attacker) types, the validator returns
// problems instead of throwing, in bounded time, and every problem names a file, a line and a column in it.
import { readFileSync } from 'node:fs'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { fromRepo } from '../../engine/node/repoRoot.ts'
import { validateProject } from '../../engine/node/validate/validateProject.ts'
import type { Problem } from '../../engine/shared/problem.ts'

/** Kept small so the suite stays fast; PROPERTY_RUNS=500 npx vitest run … searches harder. */
const RUNS = Number(process.env.PROPERTY_RUNS ?? 30)
/** Fixed so that a failure found once is found again; PROPERTY_SEED=… tries other inputs. */
const SEED = Number(process.env.PROPERTY_SEED ?? 20261126)
const DOCUMENTS = [
  'pages/start.json',
  'markets/se.json',
  'markets/_base.json',
  'site.json',
  'navigation/main.json',
  'locales/en-GB/translations.json',
]
const read = (file: string) => readFileSync(fromRepo(file), 'utf8')

function validateWith(file: string, text: string): Problem[] {
  return validateProject((name) => (name === file ? text : read(name))).problems
}

function expectLocated(problems: Problem[], file: string, text: string) {
  const lines = text.split('\n').length
  for (const problem of problems) {
    expect(problem.file).toMatch(/^[\w./-]+\.json$/)
    expect(problem.message.length).toBeGreaterThan(0)
    expect(Number.isInteger(problem.line) && problem.line >= 1).toBe(true)
    expect(Number.isInteger(problem.column) && problem.column >= 1).toBe(true)
    if (problem.file === file) expect(problem.line).toBeLessThanOrEqual(lines)
  }
}

/** Text edits as hands make them: a character typed, a range deleted or doubled, hostile text pasted. */
const textEdit = fc.oneof(
  fc.record({
    at: fc.nat(),
    remove: fc.nat({ max: 40 }),
    insert: fc.oneof(fc.string({ maxLength: 8 }), fc.constantFrom(',', '}', ']', '"', '{', '\uFEFF', '\\', '\u0000', '"x": 1,', '[[[[[[')),
  }),
  fc.record({ at: fc.nat(), remove: fc.constant(0), insert: fc.constantFrom('['.repeat(5000), `"${'a'.repeat(200_000)}"`, '"\\ud800"') }),
)

function applyTextEdit(text: string, edit: { at: number; remove: number; insert: string }): string {
  const at = edit.at % (text.length + 1)
  return text.slice(0, at) + edit.insert + text.slice(at + edit.remove)
}

/** Every place in a JSON value, as a path of keys and indexes. */
function pathsOf(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) return [path, ...value.flatMap((item, index) => pathsOf(item, [...path, index]))]
  if (value && typeof value === 'object') return [path, ...Object.entries(value).flatMap(([key, item]) => pathsOf(item, [...path, key]))]
  return [path]
}

function replaceAt(value: unknown, path: (string | number)[], replacement: unknown): unknown {
  if (path.length === 0) return replacement
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string | number, unknown>
  copy[path[0]] = replaceAt(copy[path[0]], path.slice(1), replacement)
  return copy
}

/** A value swapped for another: wrong types, hostile strings, prototype keys, deep or empty structures. */
const hostileValue = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.constantFrom(
    '/\\evil.example/x',
    'javascript:alert(1)',
    '__proto__',
    'constructor',
    'page:nope',
    '',
    'YYYY-MM-DD',
    'XYZ',
    { __proto__: 1, toString: 1 },
    { constructor: { prototype: 1 } },
    null,
    -1,
    1e308,
  ),
)

describe('the validator under mutated documents', () => {
  it(`text edits never make it throw, and every problem is located (seed: ${SEED})`, { timeout: RUNS * 10_000 }, () => {
    fc.assert(
      fc.property(fc.constantFrom(...DOCUMENTS), fc.array(textEdit, { minLength: 1, maxLength: 3 }), (file, edits) => {
        const text = edits.reduce(applyTextEdit, read(file))
        expectLocated(validateWith(file, text), file, text)
      }),
      { numRuns: RUNS, seed: SEED },
    )
  })

  it(`values replaced anywhere in a document never make it throw, and every problem is located (seed: ${SEED})`, {
    timeout: RUNS * 10_000,
  }, () => {
    fc.assert(
      fc.property(fc.constantFrom(...DOCUMENTS), fc.nat(), hostileValue, (file, pick, replacement) => {
        const data = JSON.parse(read(file))
        const paths = pathsOf(data)
        const text = JSON.stringify(replaceAt(data, paths[pick % paths.length], replacement), null, 2)
        expectLocated(validateWith(file, text), file, text)
      }),
      { numRuns: RUNS, seed: SEED },
    )
  })
})
