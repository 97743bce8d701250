import { describe, expect, it } from 'vitest'
import { loadBlockData } from '../../tests/support/loadBlockData.ts'
import { renderBlockToString, testEnv } from '../../engine/testing/renderBlockToString.tsx'
import { BranchDirectory } from './BranchDirectory.tsx'
import loader from './data.ts'
import { openingRowsOf } from '../../features/branches/data.ts'

const usEnv = {
  ...testEnv,
  market: 'us',
  country: 'us',
  language: 'en',
  locale: 'en-US',
  currency: 'USD',
  formats: { ...testEnv.formats, time: 'h:mm a', hour12Format: true, decimalSeparator: '.' as const, measureOfLength: 'mi' as const },
}

const props = { heading: 'branches.heading', intro: 'branches.intro', headingLevel: 1 as const }

describe('branch directory loader', () => {
  it('groups the airports by their names first, then the other branches by city, in alphabetical order', async () => {
    const cities = await loadBlockData(loader, props)
    expect(cities[0].airports).toBe(true)
    expect(cities[0].branches.map((entry) => entry.branch.name)).toEqual([
      'Berlin Brandenburg Flughafen',
      'Frankfurt Flughafen',
      'München Flughafen',
    ])
    expect(cities.slice(1).map((group) => group.city)).toEqual(['Berlin', 'Hamburg', 'Köln', 'München'])
    expect(cities.find((group) => group.city === 'München')!.branches.map((entry) => entry.branch.name)).toEqual(['München Innenstadt'])
  })

  it('the branch directory groups airports under postal towns (LAX under "Inglewood"): not any more', async () => {
    const cities = await loadBlockData(loader, props, usEnv)
    expect(cities.map((group) => group.city)).not.toContain('Inglewood')
    expect(cities[0].branches.map((entry) => entry.branch.iataCode)).toContain('LAX')
  })

  it('has no branches for a country without any', async () => {
    // The reference API has no market "zz" (it answers 400), so the fake answers as an API with an empty country would.
    expect(await loadBlockData(loader, props, { ...testEnv, country: 'zz' }, undefined, { stations: [] })).toEqual([])
  })

  it('joins consecutive days with the same hours', () => {
    const weekday = [{ open: '07:30', close: '18:00' }]
    expect(openingRowsOf([weekday, weekday, weekday, weekday, weekday, [{ open: '08:00', close: '13:00' }], []])).toEqual([
      { from: 1, to: 5, intervals: weekday },
      { from: 6, to: 6, intervals: [{ open: '08:00', close: '13:00' }] },
      { from: 7, to: 7, intervals: [] },
    ])
  })
})

describe('BranchDirectory', () => {
  it('renders /de-de/ branches with German texts, addresses and 24-hour times', async () => {
    const html = renderBlockToString(BranchDirectory, { ...props, data: await loadBlockData(loader, props) })
    expect(html).toContain('<h1')
    expect(html).toContain('Unsere Filialen')
    expect(html).toMatch(/<h2[^>]*>Flughäfen<\/h2>/)
    expect(html).toMatch(/<h2[^>]*>München<\/h2>/)
    expect(html).toMatch(/<h3>München Innenstadt<\/h3>/)
    expect(html).toContain('Sonnenstraße 12<br/>80331 München')
    expect(html).toContain('<dd>07:30–18:00</dd>')
    expect(html).toContain('<dd>Geschlossen</dd>')
    expect(html).toContain('<dd>24 Stunden geöffnet</dd>')
    expect(html).not.toContain('data-island')
  })

  it('renders /en-us/ branches in English with a 12-hour clock', async () => {
    const html = renderBlockToString(
      BranchDirectory,
      { heading: 'branches.heading', headingLevel: 1, data: await loadBlockData(loader, props, usEnv) },
      usEnv,
      'en-US',
    )
    expect(html).toContain('Our branches')
    expect(html).toMatch(/<h2[^>]*>New York<\/h2>/)
    expect(html).toContain('Manhattan Midtown')
    expect(html).toContain('<dt>Mon–Fri</dt><dd>7:30 AM–6:00 PM</dd>')
    expect(html).toContain('<dd>Closed</dd>')
  })
})
