// Protects the studio's block markers: only a render asked for them (the dev server's ?studio preview) wraps each block
// in a data-studio-place marker; a build's render has none, so no built page carries them.
import { describe, expect, it } from 'vitest'
import { validateProject } from '../node/validate/validateProject.ts'
import { placedBlocks } from '../model/placedBlocks.ts'
import { renderPage } from './renderPage.ts'

const site = validateProject().index!
const prepared = { site, blockData: new Map() }
// A page with layout blocks before and after its own, none of them with a loader (no data stage here).
const route = site.routes.find((candidate) => candidate.pageId === 'layout-ride')!
const placed = placedBlocks(site.project.layouts.get('ride')!.data, route.page.value.blocks)

describe('studio block markers', () => {
  it('are absent from a page rendered without the option, as a build renders it', () => {
    expect(renderPage(prepared, route.path).html).not.toContain('data-studio-place')
  })

  it('wrap each block once, named by its place and type, without a box of their own', () => {
    const html = renderPage(prepared, route.path, { studioMarkers: true }).html
    const marked = [...html.matchAll(/<div data-studio-place="([^"]+)" data-studio-type="([^"]+)" style="display:contents">/g)]
    expect(placed.map(({ place }) => place)).toEqual(expect.arrayContaining(['/before/0', '/blocks/0', '/after/0']))
    expect(marked.map((match) => match[1])).toEqual(placed.map(({ place }) => place))
    expect(marked.map((match) => match[2])).toEqual(placed.map(({ block }) => block.type))
  })
})
