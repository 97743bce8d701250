import { describe, expect, it } from 'vitest'
import type { Route } from '../../engine/model/route.ts'
import type { SiteIndex } from '../../engine/model/siteIndex.ts'
import { withGeneratedRoutes } from '../../engine/model/siteIndex.ts'
import type { DataStageResult } from '../../engine/node/data/runDataStage.ts'
import { keepDataStage, keptLoads, restoreDataStage } from './dataStageCache.ts'
import { sha256 } from './fileHashes.ts'

const route = (path: string, pageId: string, extra: Partial<Route> = {}): Route =>
  ({
    path,
    market: 'be',
    language: 'nl',
    locale: 'nl-BE',
    country: 'be',
    pageId,
    page: { value: { slug: path.split('/')[2] ?? '', layout: 'default', blocks: [] }, origins: new Map() },
    ...extra,
  }) as unknown as Route

const home = route('/nl-be/', 'home')
const template = route('/nl-be/branches/', 'branch', {})
template.page.value.generate = { from: 'branches' } as typeof template.page.value.generate
const validated = { routes: [home], generators: [template], project: {}, markets: new Map() } as unknown as SiteIndex

function dataStage(data: unknown = { name: 'Charleroi Airport', hours: [8, 20], note: undefined }): DataStageResult {
  const generated: Route = {
    ...template,
    path: '/nl-be/branches/charleroi/',
    item: { key: 'charleroi', slug: 'charleroi', title: 'Charleroi', data: { id: 7 } },
    contentFiles: ['sources/branches.ts'],
    page: { ...template.page, value: { ...template.page.value, slug: 'branches/charleroi' } },
  }
  return {
    site: withGeneratedRoutes(validated, [generated]),
    blockData: new Map([['/nl-be/branches/charleroi/', new Map([['/blocks/0', data]])]]),
    problems: [],
    stats: { calls: 3, requests: 3, retries: 0, loaders: 1, generatedRoutes: 1 } as DataStageResult['stats'],
    renderMarkets: new Set(['be']),
    loadKeys: new Map([['/nl-be/branches/charleroi/', new Map([['/blocks/0', 'key-of-the-branch-load']])]]),
    loadsTaken: 0,
    sourcesTaken: 0,
    sourcesRan: 1,
    sourceRuns: new Set(['branches be/nl/branch']),
  }
}

// A build whose data stage inputs did not change takes the last build's result: it must be the result, whole.
describe('keepDataStage and restoreDataStage', () => {
  it('give back the generated routes, the block data, the stats and the markets the data stage answered', () => {
    const result = dataStage()
    const kept = keepDataStage(validated, result)
    if (!kept.ok) throw new Error(kept.reason)
    const restored = restoreDataStage(validated, kept.bytes, sha256(kept.bytes))!
    expect(restored.site.routes.map((r) => r.path)).toEqual(['/nl-be/', '/nl-be/branches/charleroi/'])
    const generated = restored.site.byPath.get('/nl-be/branches/charleroi/')!
    expect(generated.item).toEqual(result.site.routes[1].item)
    expect(generated.contentFiles).toEqual(['sources/branches.ts'])
    expect(generated.page.value.slug).toBe('branches/charleroi')
    expect(generated.page.origins).toBe(template.page.origins)
    expect(restored.site.generators).toEqual([])
    expect(restored.blockData).toEqual(result.blockData)
    expect(restored.stats).toEqual(result.stats)
    expect(restored.renderMarkets).toEqual(new Set(['be']))
    expect(restored.loadKeys).toEqual(result.loadKeys)
  })

  it('keeps undefined fields, which JSON would drop', () => {
    const kept = keepDataStage(validated, dataStage())
    if (!kept.ok) throw new Error(kept.reason)
    const data = restoreDataStage(validated, kept.bytes, sha256(kept.bytes))!.blockData.get('/nl-be/branches/charleroi/')!.get('/blocks/0')
    expect(Object.hasOwn(data as object, 'note')).toBe(true)
  })

  it('refuses to keep what a loader answered that would not read back the same (a class instance)', () => {
    class Opening {
      constructor(readonly from: number) {}
    }
    const kept = keepDataStage(validated, dataStage({ opening: new Opening(8) }))
    expect(kept).toEqual({ ok: false, reason: expect.stringContaining('not plain data') })
  })

  it('trusts what it took whole from a kept data stage, which was checked when it was kept, and checks what ran anew', () => {
    class Opening {
      constructor(readonly from: number) {}
    }
    const taken = { ...dataStage({ opening: new Opening(8) }), loadsTaken: 1, sourcesTaken: 1, sourcesRan: 0 }
    expect(keepDataStage(validated, taken).ok).toBe(true)
    expect(keepDataStage(validated, { ...taken, sourcesRan: 1 }).ok).toBe(false)
    expect(keepDataStage(validated, { ...taken, loadsTaken: 0 }).ok).toBe(false)
  })

  it('takes nothing from bytes that are not what the manifest recorded (edited by hand)', () => {
    const kept = keepDataStage(validated, dataStage())
    if (!kept.ok) throw new Error(kept.reason)
    const hash = sha256(kept.bytes)
    const edited = Buffer.from(kept.bytes)
    edited[edited.length - 1] ^= 1
    expect(restoreDataStage(validated, edited, hash)).toBeUndefined()
  })

  it('give each load’s answer by its key, for a data stage that runs again (keptLoads), and none from edited bytes', () => {
    const kept = keepDataStage(validated, dataStage())
    if (!kept.ok) throw new Error(kept.reason)
    const taken = keptLoads(kept.bytes, sha256(kept.bytes))!
    expect(taken.loads).toEqual(new Map([['key-of-the-branch-load', { name: 'Charleroi Airport', hours: [8, 20], note: undefined }]]))
    // The branch pages' route source, by what it is a function of: the source and the generating page's market language.
    expect(taken.items).toEqual(
      new Map([['branches be/nl/branch', [{ key: 'charleroi', slug: 'charleroi', title: 'Charleroi', data: { id: 7 } }]]]),
    )
    const edited = Buffer.from(kept.bytes)
    edited[edited.length - 1] ^= 1
    expect(keptLoads(edited, sha256(kept.bytes))).toBeUndefined()
  })

  // Regression: a one-market build took the other markets' generated pages from the route listing, without their
  // items' data; the next build took those as its route sources' items and every item failed its schema.
  it('give no route source items for generators whose pages came from the route listing', () => {
    const kept = keepDataStage(validated, { ...dataStage(), sourceRuns: new Set() })
    if (!kept.ok) throw new Error(kept.reason)
    expect(keptLoads(kept.bytes, sha256(kept.bytes))!.items).toEqual(new Map())
  })

  // Regression: a route source that gave no items (a product line a market does not offer) ran again in every build
  // that took the others, so the data stage was checked anew as if a loader had answered (about 0.1 s of each).
  it('give an empty list for a route source that gave no items, so it is taken rather than run again', () => {
    const empty = { ...dataStage(), site: withGeneratedRoutes(validated, []), blockData: new Map(), loadKeys: new Map() }
    const kept = keepDataStage(validated, empty)
    if (!kept.ok) throw new Error(kept.reason)
    expect(keptLoads(kept.bytes, sha256(kept.bytes))!.items).toEqual(new Map([['branches be/nl/branch', []]]))
  })

  it('takes nothing when the page that generated the routes is gone from the site', () => {
    const kept = keepDataStage(validated, dataStage())
    if (!kept.ok) throw new Error(kept.reason)
    const without = { ...validated, generators: [] } as unknown as SiteIndex
    expect(restoreDataStage(without, kept.bytes, sha256(kept.bytes))).toBeUndefined()
  })
})
