import { describe, expect, it } from 'vitest'
import { modulePreloadLinks, type Manifest } from './preloadModules.ts'

const MANIFEST: Manifest = {
  '_runtime.js': { file: 'assets/chunks/runtime.js' },
  '_react.js': { file: 'assets/chunks/react.js', imports: ['_runtime.js'] },
  'engine/renderer/islands/+client.ts': { file: 'assets/entries/islands.js', imports: ['_runtime.js'] },
  'engine/renderer/static/+client.ts': { file: 'assets/entries/static.js' },
  'engine/client/mountIsland.tsx': { file: 'assets/chunks/mount.js', imports: ['_react.js', '_react-dom.js'] },
  '_react-dom.js': { file: 'assets/chunks/react-dom.js', imports: ['_react.js'] },
  'blocks/news-banner/block.ts': {
    file: 'assets/chunks/news.js',
    imports: ['_runtime.js', 'engine/renderer/islands/+client.ts', '_banner-deps.js'],
  },
  'blocks/news-banner/enhance.ts': { file: 'assets/chunks/news-enhance.js', imports: ['_runtime.js'] },
  '_banner-deps.js': { file: 'assets/chunks/banner-deps.js' },
  'blocks/booking-container/block.ts': { file: 'assets/chunks/booking.js', imports: ['_react.js'] },
}

const page = (islands: string) =>
  `<html><head></head><body>${islands}<script src="/assets/entries/islands.js" type="module" async></script></body></html>`
const href = (links: string[]) => links.map((link) => /href="([^"]+)"/.exec(link)![1])

describe('modulePreloadLinks', () => {
  it("preloads the entry's static imports and a load island's plain-DOM enhancer, each once, never the entry itself", () => {
    const links = modulePreloadLinks(
      page('<div data-island="news-banner" data-hydrate="load"></div><div data-island="booking-container" data-hydrate="idle"></div>'),
      MANIFEST,
    )
    expect(href(links)).toEqual(['/assets/chunks/runtime.js', '/assets/chunks/news-enhance.js'])
    expect(links[0]).toBe('<link rel="modulepreload" href="/assets/chunks/runtime.js">')
  })

  it("preloads a React load island's chunk with react-dom; a page of enhanced or idle islands gets no React", () => {
    expect(href(modulePreloadLinks(page('<div data-island="booking-container" data-hydrate="load"></div>'), MANIFEST))).toEqual([
      '/assets/chunks/runtime.js',
      '/assets/chunks/booking.js',
      '/assets/chunks/react.js',
      '/assets/chunks/mount.js',
      '/assets/chunks/react-dom.js',
    ])
    expect(href(modulePreloadLinks(page('<div data-island="news-banner" data-hydrate="load"></div>'), MANIFEST)).join()).not.toContain(
      'react',
    )
  })

  it('leaves idle and visible islands on demand', () => {
    expect(href(modulePreloadLinks(page('<div data-island="booking-container" data-hydrate="visible"></div>'), MANIFEST))).not.toContain(
      '/assets/chunks/booking.js',
    )
  })

  it('adds nothing for a script without imports or one the manifest does not know', () => {
    expect(modulePreloadLinks('<script src="/assets/entries/static.js" type="module" async></script>', MANIFEST)).toEqual([])
    expect(modulePreloadLinks('<script src="/elsewhere.js" type="module"></script>', MANIFEST)).toEqual([])
  })
})
