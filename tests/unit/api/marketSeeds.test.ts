// The seed data agrees with the market documents: every market's country has branches priced in its currency.
import { describe, expect, it } from 'vitest'
import { allBranches } from '../../../api/model/branches.ts'
import { MARKET_SEEDS } from '../../../api/seed/markets/index.ts'
import { validateProject } from '../../../engine/node/validateProject.ts'

const { index } = validateProject()

describe('market seeds', () => {
  const markets = [...(index?.markets.values() ?? [])].map((market) => market.value)

  it.each(markets.map((market) => [market.countryAlpha2, market]))('%s has seeded branches in its currency', (country, market) => {
    const seed = MARKET_SEEDS.get(country)
    expect(seed, `api/seed/markets/${country.toLowerCase()}.ts`).toBeDefined()
    expect(seed!.currency).toBe(market.defaultCurrency)
    expect(seed!.branches.length).toBeGreaterThanOrEqual(2)
    expect(seed!.branches.some((branch) => branch.type === 'airport')).toBe(true)
    expect(seed!.distanceUnit).toBe(market.formats?.measureOfLength ?? 'km')
  })

  it('has unique branch ids that start with the country code, and plausible coordinates', () => {
    const branches = allBranches()
    expect(new Set(branches.map((entry) => entry.branch.id)).size).toBe(branches.length)
    for (const { branch, market } of branches) {
      expect(branch.id.startsWith(`${market.country.toLowerCase()}-`), branch.id).toBe(true)
      expect(Math.abs(branch.coordinates.lat)).toBeLessThanOrEqual(90)
      expect(Math.abs(branch.coordinates.lon)).toBeLessThanOrEqual(180)
      expect(branch.formattedAddress.length).toBeGreaterThanOrEqual(2)
    }
  })
})
