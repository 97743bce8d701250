import { describe, expect, it } from 'vitest'
import { loadBlockData } from '../../tests/support/loadBlockData.ts'
import { renderBlockToString, testEnv } from '../../engine/testing/renderBlockToString.tsx'
import { BranchDetails } from './BranchDetails.tsx'
import { comingClosedDays } from './branchDetailsData.ts'
import loader from './data.ts'

const props = {
  bookLabel: 'branchPage.book',
  bookUrl: '#branch-search',
  allBranchesLabel: 'branchPage.allBranches',
  allBranchesUrl: '/de-de/mietwagen/',
}

async function branchItem(id: string) {
  const all = await loadBlockData({ load: async (_props: object, { api }) => api.stations({ country: 'DE' }) }, {})
  const branch = all.find((entry) => entry.id === id)!
  return { key: branch.id, slug: id, title: branch.name, data: branch }
}

describe('branch details loader', () => {
  it('gives the branch, its week, its map among the market branches and the build day', async () => {
    const data = await loadBlockData(loader, props, testEnv, await branchItem('de-muenchen-city'))
    expect(data.branch.name).toBe('München Innenstadt')
    expect(data.branch.categories).toContain('station-wagon')
    expect(data.branch.categories).not.toContain('sport')
    expect(data.map.branch.id).toBe('de-muenchen-city')
    expect(data.map.others).toHaveLength(6)
    expect(data.builtOn).toMatch(/^\d{4}-\d{2}-\d{2}$/)
  })

  it('refuses a page that was not generated from the branches source, saying where to place the block', async () => {
    await expect(loadBlockData(loader, props)).rejects.toThrow(/generate.*branches/)
  })
})

describe('BranchDetails', () => {
  it('renders phone, hours, the map as a named SVG and the categories, without today marked before the browser knows it', async () => {
    const data = await loadBlockData(loader, props, testEnv, await branchItem('de-muenchen-city'))
    const html = renderBlockToString(BranchDetails, { ...props, data })
    expect(html).toContain('href="tel:+49890000104"')
    expect(html).toContain('<dd>Geschlossen</dd>')
    expect(html).toMatch(/<svg[^>]*role="img"[^>]*aria-label="Karte: München Innenstadt/)
    expect(html).toContain('Kombi')
    expect(html).not.toContain('data-today')
    // Directions in the visitor's map app, to the branch's coordinates, in a new tab that gets neither this page nor its address.
    expect(html).toMatch(
      /<a href="https:\/\/www\.google\.com\/maps\/dir\/\?api=1&amp;destination=48\.1374%2C11\.5655" target="_blank" rel="noopener noreferrer" class="directions" data-directions="true">Route planen<span class="visually-hidden"> \(öffnet in einem neuen Tab\)<\/span><\/a>/,
    )
  })

  it('lists closed days from a day on, in order', () => {
    expect(
      comingClosedDays(['2026-12-26', '2026-01-01', '2026-12-25', '2027-01-01', '2027-04-02', '2027-04-05', '2027-05-01'], '2026-06-01'),
    ).toEqual(['2026-12-25', '2026-12-26', '2027-01-01', '2027-04-02', '2027-04-05', '2027-05-01'])
  })
})
