// Protects which blocks' CSS a page links: the layout's and the page's blocks, including one placed above the
// header, and for a market's 404 page (rendered inside the start page's chrome) none of the start page's blocks.
import { describe, expect, it } from 'vitest'
import { validateProject } from '../node/validate/validateProject.ts'
import { createRenderModel } from './createRenderModel.ts'
import { renderedBlockTypes } from './renderedBlockTypes.ts'

const site = validateProject().index!
const modelAt = (path: string) => createRenderModel(site, site.byPath.get(path)!)

describe('renderedBlockTypes', () => {
  it('lists the blocks of the page, the one in the top slot first', () => {
    const types = renderedBlockTypes(modelAt('/de-de/'))
    expect(types[0]).toBe('news-banner')
    expect(types).toEqual(expect.arrayContaining(['hero', 'booking-container', 'content-section']))
  })

  it('lists none of the start page blocks for the 404 page drawn in its chrome', () => {
    const model = modelAt('/de-de/')
    const notFound = { ...model, layout: site.project.layouts.get('default')!.data }
    expect(renderedBlockTypes(notFound, { notFound: true })).toEqual([])
  })
})
