// "__proto__", "constructor" and "prototype" are refused as keys of any document: they passed silently, and the
// JSON reader let "__proto__" replace an object's prototype, so a value could appear where the document had none.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parseJsonSource } from '../../engine/node/load/parseJsonSource.ts'
import { fromRepo } from '../../engine/node/repoRoot.ts'
import { validateProject } from '../../engine/node/validate/validateProject.ts'
import { formatProblem } from '../../engine/shared/problem.ts'

const read = (file: string) => readFileSync(fromRepo(file), 'utf8')

function problemsOf(file: string, edit: (text: string) => string): string[] {
  const text = edit(read(file))
  expect(text).not.toBe(read(file))
  const { problems } = validateProject((name) => (name === file ? text : read(name)))
  return problems.filter((problem) => problem.file === file).map(formatProblem)
}

const reservedMessage = (key: string) => `"${key}" is a reserved word of JavaScript and cannot be a key in a document: rename or remove it`

describe('reserved keys', () => {
  it.each(['__proto__', 'constructor', 'prototype'])(
    'a "%s" key passed silently: an error at its line, in pages, markets and translation bundles',
    (key) => {
      expect(problemsOf('pages/start.json', (text) => text.replace('"layout": "ibe",', `"layout": "ibe",\n  "${key}": {},`))).toEqual([
        `pages/start.json:7:3  /${key}  ${reservedMessage(key)}`,
      ])
      expect(problemsOf('markets/se.json', (text) => text.replace('{', `{\n  "${key}": { "x": 1 },`))).toEqual([
        `markets/se.json:2:3  /${key}  ${reservedMessage(key)}`,
      ])
      expect(problemsOf('locales/de-DE/translations.json', (text) => text.replace('{', `{\n  "${key}": "x",`))).toEqual([
        `locales/de-DE/translations.json:2:3  /${key}  ${reservedMessage(key)}`,
      ])
    },
  )

  it('"__proto__" in a document replaced the prototype of the object it was in: a value appeared that the document did not have', () => {
    const { source, problems } = parseJsonSource('pages/x.json', '{ "a": { "__proto__": { "polluted": true } } }')
    const data = source.data as { a: Record<string, unknown> }
    expect(Object.getPrototypeOf(data.a)).toBe(Object.prototype)
    expect(data.a.polluted).toBeUndefined()
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
    expect(problems.map(formatProblem)).toEqual([`pages/x.json:1:10  /a/__proto__  ${reservedMessage('__proto__')}`])
  })
})
