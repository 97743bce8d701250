// Protects the studio's own widgets in the edit form: an "x-studio" annotation anywhere in the props schema (nested
// objects, array items, $defs, if/then branches) puts its widget on that field, and nothing else gets one.
import { describe, expect, it } from 'vitest'
import { uiSchemaFromSchema } from './uiSchemaFromSchema.ts'

describe('uiSchemaFromSchema', () => {
  it('maps each x-studio annotation to its widget, at the field it annotates', () => {
    const schema = {
      type: 'object',
      properties: {
        title: { type: 'string', 'x-studio': 'translationKey' },
        body: { type: 'string', 'x-studio': 'markup' },
        count: { type: 'number' },
        cta: { type: 'object', properties: { href: { type: 'string', 'x-studio': 'pageLink' } } },
      },
    }
    expect(uiSchemaFromSchema(schema)).toEqual({
      title: { 'ui:widget': 'translationKey' },
      body: { 'ui:widget': 'markup' },
      cta: { href: { 'ui:widget': 'pageLink' } },
    })
  })

  it('follows array items and local $defs references', () => {
    const schema = {
      type: 'object',
      properties: { links: { type: 'array', items: { $ref: '#/$defs/link' } } },
      $defs: {
        link: { type: 'object', properties: { label: { $ref: '#/$defs/textKey' } } },
        textKey: { type: 'string', 'x-studio': 'translationKey' },
      },
    }
    expect(uiSchemaFromSchema(schema)).toEqual({ links: { items: { label: { 'ui:widget': 'translationKey' } } } })
  })

  it('finds annotations inside if/then and oneOf branches', () => {
    const schema = {
      type: 'object',
      if: { properties: { kind: { const: 'a' } } },
      // biome-ignore lint/suspicious/noThenProperty: JSON Schema's if/then keyword, not a promise
      then: { properties: { text: { type: 'string', 'x-studio': 'markup' } } },
      oneOf: [{ properties: { target: { type: 'string', 'x-studio': 'pageLink' } } }],
    }
    expect(uiSchemaFromSchema(schema)).toEqual({ text: { 'ui:widget': 'markup' }, target: { 'ui:widget': 'pageLink' } })
  })

  it('stops at a reference cycle instead of looping', () => {
    const schema = { $defs: { node: { type: 'object', properties: { child: { $ref: '#/$defs/node' } } } }, $ref: '#/$defs/node' }
    expect(uiSchemaFromSchema(schema)).toEqual({})
  })
})

describe('field labels', () => {
  it('labels a field with its property name where its title is a type name, and keeps a written title', () => {
    const schema = {
      type: 'object',
      properties: {
        alt: { $ref: '#/$defs/textKey' },
        heading: { type: 'string', title: 'Main heading' },
      },
      $defs: { textKey: { type: 'string', title: 'TextKey', 'x-studio': 'translationKey' } },
    }
    expect(uiSchemaFromSchema(schema)).toEqual({ alt: { 'ui:widget': 'translationKey', 'ui:title': 'alt' } })
  })
})
