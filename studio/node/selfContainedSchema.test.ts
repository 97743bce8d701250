// Protects the studio's forms: a document's schema arrives self-contained (no reference to another file) with its
// descriptions and enums, block props included, and with x-studio on translation keys, page links and markup fields.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { REPO_ROOT } from '../../engine/node/repoRoot.ts'
import { selfContainedSchema } from './selfContainedSchema.ts'

const readSchema = (file: string) => JSON.parse(readFileSync(join(REPO_ROOT, file), 'utf8')) as Record<string, unknown>
const references = (schema: unknown) => [...JSON.stringify(schema).matchAll(/"\$ref":"([^"]*)"/g)].map((match) => match[1])
// biome-ignore lint/suspicious/noExplicitAny: a test walks the schema as untyped JSON
type Schema = Record<string, any>

describe('selfContainedSchema', () => {
  const page = selfContainedSchema('schemas/page.schema.json', readSchema) as Schema

  it('points every reference inside itself, and every one resolves', () => {
    const refs = references(page)
    expect(refs.length).toBeGreaterThan(20)
    for (const ref of refs) {
      expect(ref.startsWith('#/')).toBe(true)
      const target = ref
        .slice(2)
        .split('/')
        .reduce<unknown>((node, segment) => (node as Schema | undefined)?.[segment], page)
      expect(target, ref).toBeTypeOf('object')
    }
  })

  it('keeps descriptions and enums, and includes each block type props schema', () => {
    expect(page.properties.template.enum).toContain('airportPromotion')
    expect(page.properties.id.description).toMatch(/page id/)
    expect(page.$defs.blocks_hero.properties).toBeTypeOf('object')
  })

  it('marks translation keys, page links and markup fields for the studio widgets', () => {
    expect(page.properties.title['x-studio']).toBe('translationKey')
    const text = JSON.stringify(page)
    expect(text).toContain('"x-studio":"pageLink"')
    expect(page.$defs.common_defs_textKey['x-studio']).toBe('translationKey')
    // A key whose text is markup is still a key; markup written in the document itself (no document kind uses it yet).
    expect(page.$defs.blocks_rich_text.properties.text['x-studio']).toBe('translationKey')
    const common = selfContainedSchema('schemas/common.schema.json', readSchema) as Schema
    expect(common.$defs.markupText['x-studio']).toBe('markup')
  })

  it('makes the markets, layouts and bundle schemas self-contained too', () => {
    for (const file of ['schemas/market.schema.json', 'schemas/layout.schema.json', 'schemas/translations.gen.schema.json'])
      expect(
        references(selfContainedSchema(file, readSchema)).every((ref) => ref.startsWith('#')),
        file,
      ).toBe(true)
  })
})
