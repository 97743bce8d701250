// Protects the Explain panel's field list: a block shows the fields written in its own props and no other block's.
import { describe, expect, it } from 'vitest'
import type { ExplainedField } from '../../shared/studioApi.ts'
import { fieldsOfBlock, placeText } from './fieldsOfBlock.ts'

const at = (pointer: string, file = 'pages/p.json') => ({ file, line: 3, column: 5, pointer })
const block = { place: 'main.1', type: 'hero', props: at('/blocks/1/props') }
const fields: ExplainedField[] = [
  { pointer: '/page/blocks/1/props/title', value: 'hero.title', from: at('/blocks/1/props/title'), overridden: [] },
  { pointer: '/page/blocks/10/props/title', value: 'x', from: at('/blocks/10/props/title'), overridden: [] },
  {
    pointer: '/page/blocks/1/props/image',
    value: 'market.jpg',
    from: at('/overrides/ch/blocks/hero/props/image', 'markets/ch.json'),
    overridden: [],
  },
  { pointer: '/market/formats/date', value: 'dd.MM.yyyy', from: at('/formats/date', 'markets/ch.json'), overridden: [] },
]

describe('fieldsOfBlock', () => {
  it('keeps the fields under the block props, wherever the effective value is written, and not block 10', () => {
    expect(fieldsOfBlock(fields, block).map((field) => field.value)).toEqual(['hero.title', 'market.jpg'])
  })

  it('prints a place as file:line:column', () => {
    expect(placeText(at('/x'))).toBe('pages/p.json:3:5')
  })
})
