// Every field a market manager or author edits shows hover help in the editor: a property without a
// "description" in the document schemas fails here, named by file and JSON pointer.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { DOCUMENT_KINDS } from '../../engine/model/documentKinds.ts'
import { fromRepo } from '../../engine/node/repoRoot.ts'

/** Subschemas that only test or narrow fields described elsewhere (if/then, a discriminating anyOf branch) are no fields of their own. */
const CONDITIONS = new Set(['if', 'then', 'else', 'not', 'contains', 'anyOf', 'oneOf'])

/** JSON pointers of every property without a description. */
function undescribedProperties(schema: unknown, pointer = ''): string[] {
  if (!schema || typeof schema !== 'object') return []
  if (Array.isArray(schema)) return schema.flatMap((child, index) => undescribedProperties(child, `${pointer}/${index}`))
  const missing: string[] = []
  for (const [key, value] of Object.entries(schema)) {
    if (CONDITIONS.has(key)) continue
    if (key === 'properties' && value && typeof value === 'object') {
      for (const [name, property] of Object.entries(value)) {
        if (!property || typeof property !== 'object' || typeof (property as { description?: unknown }).description !== 'string')
          missing.push(`${pointer}/properties/${name}`)
      }
    }
    missing.push(...undescribedProperties(value, `${pointer}/${key}`))
  }
  return missing
}

const SCHEMAS = [...Object.values(DOCUMENT_KINDS).map((kind) => kind.schema), 'schemas/common.schema.json']

describe('editor help', () => {
  it.each(SCHEMAS)('%s describes every property', (file) => {
    expect(undescribedProperties(JSON.parse(readFileSync(fromRepo(file), 'utf8')))).toEqual([])
  })

  it('finds a property without a description, also inside $defs and items', () => {
    const schema = {
      properties: { a: { description: 'a' }, b: { type: 'string' } },
      $defs: { x: { items: { properties: { c: {} } } } },
      if: { properties: { d: {} } },
    }
    expect(undescribedProperties(schema)).toEqual(['/properties/b', '/$defs/x/items/properties/c'])
  })
})
