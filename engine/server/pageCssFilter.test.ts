// Protects which blocks' CSS a page links: the layout's and the page's blocks, including one placed above the
// header, and for a market's 404 page (rendered inside the start page's chrome) none of the start page's blocks.
import { describe, expect, it } from 'vitest'
import { validateProject } from '../node/validateProject.ts'
import { createRenderModel } from './createRenderModel.ts'
import type { InjectFilterEntry } from 'vike/types'
import { cssInjectFilter, pageCssFilter, renderedBlockTypes } from './pageCssFilter.ts'

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

describe('cssInjectFilter', () => {
  const graph = { chrome: ['/chrome.css'], blocks: { hero: ['/hero.css'], form: ['/form.css'] }, order: ['/chrome.css', '/hero.css', '/form.css'] }
  const asset = (src: string, assetType: InjectFilterEntry['assetType']): InjectFilterEntry => ({ src, assetType, mediaType: null, isEntry: true, inject: 'HTML_BEGIN' })

  it('keeps the chrome and the page blocks stylesheets, drops the others, leaves scripts alone', () => {
    const assets = [asset('/chrome.css', 'style'), asset('/hero.css', 'style'), asset('/form.css', 'style'), asset('/entry.js', 'script')]
    cssInjectFilter(graph, ['hero', 'no-css-block'])(assets)
    expect(assets.map((entry) => [entry.src, entry.inject])).toEqual([
      ['/chrome.css', 'HTML_BEGIN'],
      ['/hero.css', 'HTML_BEGIN'],
      ['/form.css', false],
      ['/entry.js', 'HTML_BEGIN'],
    ])
  })
})

describe('pageCssFilter', () => {
  it('leaves every stylesheet to Vike outside a production build (the dev server and tests)', () => {
    expect(pageCssFilter(['hero'])).toBeUndefined()
  })
})
