// Issue 28 §5: a build of one market runs only that market's route sources when the route listing of an earlier
// build names the other markets' generated pages, and its pages see the same site as the whole build's: the same
// routes in the same order (hreflang alternates follow it), the same items and block data.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { fromRepo } from '../../engine/node/repoRoot.ts'
import { validateProject } from '../../engine/node/validate/validateProject.ts'
import { alternatesOf, hreflangAlternatesOf, type SiteIndex } from '../../engine/model/siteIndex.ts'
import { sha256 } from '../incremental/fileHashes.ts'
import { loadSiteData } from './prepareSite.ts'
import { listedRoutesFor, readRouteListing, routeListingOf, writeRouteListing } from './routeListing.ts'

const BE = new Set(['be'])
const folder = mkdtempSync(join(tmpdir(), 'route-listing-'))
afterAll(() => rmSync(folder, { recursive: true, force: true }))
const importModule = (file: string) => import(pathToFileURL(fromRepo(file)).href)
const textsHash = (texts: readonly string[]) => texts.join('|')

/** What a Belgian page reads of the site: its routes in order, each with its item and alternates. */
function belgianView(site: SiteIndex) {
  return site.routes
    .filter((route) => route.market === 'be')
    .map((route) => ({
      path: route.path,
      item: route.item,
      alternates: alternatesOf(site, route).map((target) => target.path),
      hreflang: hreflangAlternatesOf(site, route).map((target) => target.path),
    }))
}

describe('the route listing', () => {
  it('a Belgian data stage from the listing loads a fraction of the calls and gives the whole data stage Belgian pages', {
    timeout: 300_000,
  }, async () => {
    const { index } = validateProject()
    const whole = await loadSiteData(index!, importModule, { renderMarkets: BE })
    expect(whole.problems).toEqual([])
    const file = join(folder, 'route-listing.json')
    writeRouteListing(file, routeListingOf(index!, whole.site, { inputs: 'inputs', texts: ['a'], textsHash: 'a' }))
    const read = readRouteListing(file, 'inputs', textsHash)
    if (!read.ok) throw new Error(read.reason)

    const one = await loadSiteData(index!, importModule, { renderMarkets: BE, listedRoutes: listedRoutesFor(index!, read.listing, BE) })
    expect(one.problems).toEqual([])
    expect(one.staleListing).toBeUndefined()
    expect(one.stats.calls).toBeLessThan(whole.stats.calls / 4)
    expect(one.site.routes.map((route) => route.path)).toEqual(whole.site.routes.map((route) => route.path))
    expect(belgianView(one.site)).toEqual(belgianView(whole.site))
    expect(one.blockData).toEqual(whole.blockData)

    // A listing whose Belgian pages are not the ones loaded again is not taken.
    const belgian = read.listing.routes.find((route) => route.generator.startsWith('be/'))
    const cut = { ...read.listing, routes: read.listing.routes.filter((route) => route !== belgian) }
    const stale = await loadSiteData(index!, importModule, { renderMarkets: BE, listedRoutes: listedRoutesFor(index!, cut, BE) })
    expect(stale.staleListing).toContain('are not the listed ones')
  })

  it('is not taken when missing, not JSON, edited by hand or made from other inputs or texts, and says which', () => {
    const file = join(folder, 'checked.json')
    expect(readRouteListing(file, 'inputs', textsHash)).toMatchObject({ ok: false, reason: expect.stringContaining('no route listing') })
    writeFileSync(file, '{"version":')
    expect(readRouteListing(file, 'inputs', textsHash)).toMatchObject({ ok: false, reason: expect.stringContaining('not JSON') })
    const listing = {
      version: 1,
      inputs: 'inputs',
      texts: ['a', 'b'],
      textsHash: 'a|b',
      routes: [{ generator: 'be/fr/branch', path: '/fr-be/x/', slug: 'x', item: { key: 'x', slug: 'x', title: 'X' } }],
    }
    writeRouteListing(file, { ...listing, hash: 'edited' })
    expect(readRouteListing(file, 'inputs', textsHash)).toMatchObject({ ok: false, reason: expect.stringContaining('its hash') })
    writeRouteListing(file, { ...listing, version: 0, hash: 'edited' })
    expect(readRouteListing(file, 'inputs', textsHash)).toMatchObject({ ok: false, reason: expect.stringContaining('another version') })
    writeRouteListing(file, { ...listing, hash: sha256(JSON.stringify(listing.routes)) })
    expect(readRouteListing(file, 'inputs', textsHash)).toMatchObject({ ok: true, listing: { routes: listing.routes } })
    expect(readRouteListing(file, 'other', textsHash)).toMatchObject({ ok: false, reason: expect.stringContaining('inputs changed') })
    expect(readRouteListing(file, 'inputs', () => 'b|a')).toMatchObject({ ok: false, reason: expect.stringContaining('texts') })
  })
})
