// Protects the edit form's schema: a block's props get the props schema of ITS type (chosen by if/then on `type`, as
// schemas/block.gen.schema.json writes it), through $defs references, arrays and oneOf branches.
import { describe, expect, it } from 'vitest'
import { subSchemaAt } from './subSchemaAt.ts'

const heroProps = { type: 'object', properties: { title: { type: 'string', 'x-studio': 'translationKey' } } }
const faqProps = { type: 'object', properties: { items: { type: 'array', items: { type: 'string' } } } }
const branch = (type: string, props: unknown) => ({
  if: { type: 'object', properties: { type: { const: type } }, required: ['type'] },
  // biome-ignore lint/suspicious/noThenProperty: JSON Schema's if/then keyword, not a promise
  then: { type: 'object', properties: { props } },
})
const pageSchema = {
  type: 'object',
  properties: { title: { type: 'string' }, blocks: { type: 'array', items: { $ref: '#/$defs/block' } } },
  $defs: {
    block: {
      type: 'object',
      properties: { type: { enum: ['hero', 'faq'] }, props: { type: 'object' } },
      allOf: [branch('hero', { $ref: '#/$defs/heroProps' }), branch('faq', faqProps)],
    },
    heroProps,
  },
}
const page = {
  title: 'page.title',
  blocks: [
    { type: 'faq', props: { items: [] } },
    { type: 'hero', props: { title: 'hero.title' } },
  ],
}

describe('subSchemaAt', () => {
  it('picks the props schema of the block type at that index', () => {
    expect(subSchemaAt(pageSchema, page, '/blocks/1/props')?.properties).toEqual(heroProps.properties)
    expect(subSchemaAt(pageSchema, page, '/blocks/0/props')?.properties).toEqual(faqProps.properties)
  })

  it('keeps the root $defs so references inside the sub-schema still resolve', () => {
    expect(subSchemaAt(pageSchema, page, '/blocks/1/props')?.$defs).toBe(pageSchema.$defs)
  })

  it('walks into a leaf and into array items', () => {
    expect(subSchemaAt(pageSchema, page, '/blocks/1/props/title')?.['x-studio']).toBe('translationKey')
    expect(subSchemaAt(pageSchema, page, '/blocks/0/props/items/0')?.type).toBe('string')
  })

  it('chooses the oneOf branch whose const matches the value', () => {
    const schema = {
      type: 'object',
      properties: {
        link: {
          oneOf: [
            { type: 'object', properties: { kind: { const: 'page' }, page: { type: 'string', 'x-studio': 'pageLink' } } },
            { type: 'object', properties: { kind: { const: 'url' }, url: { type: 'string' } } },
          ],
        },
      },
    }
    expect(subSchemaAt(schema, { link: { kind: 'url', url: 'https://example.com' } }, '/link/url')?.type).toBe('string')
    expect(subSchemaAt(schema, { link: { kind: 'page', page: 'page:start' } }, '/link/page')?.['x-studio']).toBe('pageLink')
  })

  it('says so when the schema has nothing for a place', () => {
    expect(subSchemaAt(pageSchema, page, '/nothing/here')).toBeUndefined()
  })
})
