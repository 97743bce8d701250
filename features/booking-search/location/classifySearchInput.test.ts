import { describe, expect, it } from 'vitest'
import { classifySearchInput } from './classifySearchInput.ts'

describe('classifySearchInput', () => {
  it.each([
    ['', { kind: 'empty' }],
    ['      ', { kind: 'empty' }],
    ['M', { kind: 'tooShort' }],
    ['  M  ', { kind: 'tooShort' }],
    ['Mü', { kind: 'search', text: 'Mü' }],
    ['  München    Flughafen ', { kind: 'search', text: 'München Flughafen' }],
    ['<b>Berlin</b>', { kind: 'search', text: '<b>Berlin</b>' }],
    ['a'.repeat(100), { kind: 'search', text: 'a'.repeat(100) }],
    ['a'.repeat(101), { kind: 'tooLong' }],
    ['a'.repeat(200), { kind: 'tooLong' }],
  ])('%j is %j', (value, expected) => {
    expect(classifySearchInput(value)).toEqual(expected)
  })
})
