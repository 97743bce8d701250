import { describe, expect, it } from 'vitest'
import type { RenderedIsland } from '../../model/renderedPage.ts'
import { islandModulesOf, modulePreloads, type Manifest } from './moduleManifest.ts'

const MANIFEST: Manifest = {
  '_runtime.js': { file: 'assets/chunks/runtime.js' },
  '_react.js': { file: 'assets/chunks/react.js', imports: ['_runtime.js'] },
  'engine/client/islandsPage.ts': { file: 'assets/entries/islands.js', imports: ['_runtime.js'] },
  'engine/client/staticPage.ts': { file: 'assets/entries/static.js' },
  'engine/client/mountIsland.tsx': { file: 'assets/chunks/mount.js', imports: ['_react.js', '_react-dom.js'] },
  '_react-dom.js': { file: 'assets/chunks/react-dom.js', imports: ['_react.js'] },
  'blocks/news-banner/block.ts': {
    file: 'assets/chunks/news.js',
    imports: ['_runtime.js', 'engine/client/islandsPage.ts', '_banner-deps.js'],
  },
  'blocks/news-banner/enhance.ts': { file: 'assets/chunks/news-enhance.js', imports: ['_runtime.js'] },
  '_banner-deps.js': { file: 'assets/chunks/banner-deps.js' },
  'engine/client/startReactIsland.ts': { file: 'assets/chunks/start.js', imports: ['_runtime.js'] },
  'engine/client/startEnhancer.ts': { file: 'assets/chunks/start-enhancer.js', imports: ['_runtime.js'] },
  'engine/shared/i18n/translate.ts': { file: 'assets/chunks/translate.js' },
  'blocks/booking-container/block.ts': { file: 'assets/chunks/booking.js', imports: ['_react.js'] },
}

const ISLANDS_SCRIPT = 'engine/client/islandsPage.ts'
const island = (type: string, hydrate: RenderedIsland['hydrate']): RenderedIsland => ({ type, hydrate })
const preloads = (islands: RenderedIsland[]) => modulePreloads(MANIFEST, ISLANDS_SCRIPT, islands).map((file) => `/${file}`)

describe('modulePreloads', () => {
  it("preloads the entry's static imports and a load island's plain-DOM enhancer with the runtime that starts it, each once, never the entry itself", () => {
    expect(preloads([island('news-banner', 'load'), island('booking-container', 'idle')])).toEqual([
      '/assets/chunks/runtime.js',
      '/assets/chunks/news-enhance.js',
      '/assets/chunks/start-enhancer.js',
      '/assets/chunks/translate.js',
    ])
  })

  it("preloads a React load island's chunk with react-dom; a page of enhanced or idle islands gets no React", () => {
    expect(preloads([island('booking-container', 'load')])).toEqual([
      '/assets/chunks/runtime.js',
      '/assets/chunks/booking.js',
      '/assets/chunks/react.js',
      '/assets/chunks/start.js',
      '/assets/chunks/mount.js',
      '/assets/chunks/react-dom.js',
    ])
    expect(preloads([island('news-banner', 'load')]).join()).not.toContain('react')
  })

  it('leaves idle and visible islands on demand', () => {
    expect(preloads([island('booking-container', 'visible')])).not.toContain('/assets/chunks/booking.js')
  })

  it('adds nothing for a script without imports, one the manifest does not know, or a page without a script', () => {
    expect(modulePreloads(MANIFEST, 'engine/client/staticPage.ts', [])).toEqual([])
    expect(modulePreloads(MANIFEST, 'elsewhere.ts', [])).toEqual([])
    expect(modulePreloads(MANIFEST, undefined, [])).toEqual([])
  })
})

describe('islandModulesOf', () => {
  it("names each island type's chunk once (the enhancer when the block has one) with what it runs that the page script has not loaded: its imports and the runtime that starts it", () => {
    expect(
      islandModulesOf(MANIFEST, ISLANDS_SCRIPT, [
        island('booking-container', 'idle'),
        island('news-banner', 'load'),
        island('booking-container', 'load'),
      ]),
    ).toEqual({
      'booking-container': {
        enhancer: false,
        url: '/assets/chunks/booking.js',
        imports: ['/assets/chunks/react.js', '/assets/chunks/start.js', '/assets/chunks/mount.js', '/assets/chunks/react-dom.js'],
      },
      'news-banner': {
        enhancer: true,
        url: '/assets/chunks/news-enhance.js',
        imports: ['/assets/chunks/start-enhancer.js', '/assets/chunks/translate.js'],
      },
    })
  })

  it('leaves out a block the build has no chunk for (the island runtime reports it and leaves the island static)', () => {
    expect(islandModulesOf(MANIFEST, ISLANDS_SCRIPT, [island('faq', 'load')])).toEqual({})
  })
})
