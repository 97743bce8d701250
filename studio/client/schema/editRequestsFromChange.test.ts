// Protects "one field, one save": a changed field is written as one edit at that field's pointer, and untouched
// fields (even ones rjsf reports as undefined) produce no edit at all.
import { describe, expect, it } from 'vitest'
import { editRequestsFromChange } from './editRequestsFromChange.ts'

const before = { title: 'hero.title', image: { src: '/a.jpg', alt: 'hero.alt' }, items: ['a', 'b'], note: 'x' }

describe('editRequestsFromChange', () => {
  it('sends nothing when nothing changed', () => {
    expect(editRequestsFromChange('pages/p.json', '/blocks/0/props', before, structuredClone(before), 'v1')).toEqual([])
  })

  it('sends one edit per changed leaf, at its pointer', () => {
    const after = { ...before, title: 'hero.newTitle', image: { ...before.image, alt: 'hero.otherAlt' } }
    expect(editRequestsFromChange('pages/p.json', '/blocks/0/props', before, after, 'v1')).toEqual([
      { file: 'pages/p.json', version: 'v1', pointer: '/blocks/0/props/title', value: 'hero.newTitle' },
      { file: 'pages/p.json', version: 'v1', pointer: '/blocks/0/props/image/alt', value: 'hero.otherAlt' },
    ])
  })

  it('removes a cleared member and adds a new one', () => {
    const after = { ...before, note: undefined, extra: 3 }
    expect(editRequestsFromChange('f.json', '', before, after, 'v')).toEqual([
      { file: 'f.json', version: 'v', pointer: '/note' },
      { file: 'f.json', version: 'v', pointer: '/extra', value: 3 },
    ])
  })

  it('edits an array item in place, but writes a resized array whole', () => {
    expect(editRequestsFromChange('f.json', '', before, { ...before, items: ['a', 'c'] }, 'v')).toEqual([
      { file: 'f.json', version: 'v', pointer: '/items/1', value: 'c' },
    ])
    expect(editRequestsFromChange('f.json', '', before, { ...before, items: ['a'] }, 'v')).toEqual([
      { file: 'f.json', version: 'v', pointer: '/items', value: ['a'] },
    ])
  })

  it('escapes ~ and / in member names', () => {
    expect(editRequestsFromChange('f.json', '', { 'a/b': 1 }, { 'a/b': 2 }, 'v')[0].pointer).toBe('/a~1b')
  })

  it('treats an optional member rjsf reports as undefined as unchanged', () => {
    expect(editRequestsFromChange('f.json', '', { a: 1 }, { a: 1, b: undefined }, 'v')).toEqual([])
  })
})
