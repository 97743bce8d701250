// Protects links to a studio view: the address alone reopens the same page, market, width, comparison and tab.
import { describe, expect, it } from 'vitest'
import { searchFromStudioView, studioViewFromSearch } from './studioView.ts'

describe('studio view in the address', () => {
  it('reads every member of the example link', () => {
    expect(studioViewFromSearch('?market=ch&language=fr&page=airport-promotion&width=desktop&compare=de,fr,it')).toEqual({
      market: 'ch',
      language: 'fr',
      page: 'airport-promotion',
      width: 'desktop',
      compare: ['de', 'fr', 'it'],
      tab: 'explain',
      block: undefined,
    })
  })

  it('falls back to desktop and the Explain tab for unknown values, and keeps at most four distinct markets', () => {
    const view = studioViewFromSearch('?width=watch&tab=nope&compare=a,b,a,c,d,e')
    expect(view.width).toBe('desktop')
    expect(view.tab).toBe('explain')
    expect(view.compare).toEqual(['a', 'b', 'c', 'd'])
  })

  it('writes a view back to a link that reads as the same view', () => {
    const view = studioViewFromSearch('?market=ch&language=fr&page=airport-promotion&width=phone&compare=de,fr&tab=edit&block=main.0')
    const search = searchFromStudioView(view)
    expect(search).toBe('?market=ch&language=fr&page=airport-promotion&width=phone&compare=de,fr&tab=edit&block=main.0')
    expect(studioViewFromSearch(search)).toEqual(view)
  })

  it('leaves defaults out of the link', () => {
    expect(searchFromStudioView({ width: 'desktop', compare: [], tab: 'explain' })).toBe('')
  })
})
