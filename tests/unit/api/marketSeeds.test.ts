// The seed data agrees with the market documents: every market's country has branches priced in its currency.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { allBranches } from '../../../api/model/branches.ts'
import { marketSeeds } from '../../../api/seed/markets/marketSeeds.ts'
import { marketSeedText } from '../../../api/seed/markets/marketSeedText.ts'
import { fromRepo } from '../../../engine/node/repoRoot.ts'
import { validateProject } from '../../../engine/node/validate/validateProject.ts'

const { index } = validateProject()

describe('market seeds', () => {
  const markets = [...(index?.markets.values() ?? [])].map((market) => market.value)

  it.each(markets.map((market) => [market.countryAlpha2, market]))('%s has seeded branches in its currency', (country, market) => {
    const seed = marketSeeds().get(country)
    expect(seed, `api/seed/markets/${country.toLowerCase()}.json`).toBeDefined()
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

describe('market seed files', () => {
  // A new market needs no TypeScript: its seed is a JSON file, and a wrong one is refused by name.
  it('refuses a seed that breaks the schema, naming the file and the field', () => {
    const directory = mkdtempSync(join(tmpdir(), 'market-seed-'))
    try {
      writeFileSync(
        join(directory, 'lu.json'),
        JSON.stringify({
          country: 'LU',
          currency: 'EUR',
          eurRate: 1,
          distanceUnit: 'miles',
          weeklyClosingDay: 7,
          minimumDriverAge: 18,
          branches: [],
        }),
      )
      expect(() => marketSeeds(directory)).toThrow(
        /api\/seed\/markets\/lu\.json: .*\/distanceUnit must be equal to one of the allowed values.*\/branches must NOT have fewer than 2 items/,
      )
    } finally {
      rmSync(directory, { recursive: true, force: true })
    }
  })

  it('refuses a seed whose country is not its file name', () => {
    const directory = mkdtempSync(join(tmpdir(), 'market-seed-'))
    try {
      const de = marketSeeds().get('DE')!
      writeFileSync(join(directory, 'lu.json'), JSON.stringify(de))
      expect(() => marketSeeds(directory)).toThrow(/lu\.json: "country" is "DE" but the file name says "LU"/)
    } finally {
      rmSync(directory, { recursive: true, force: true })
    }
  })

  it('writes the text every seed file has (one branch per line)', () => {
    for (const seed of marketSeeds().values()) {
      const file = `api/seed/markets/${seed.country.toLowerCase()}.json`
      expect(readFileSync(fromRepo(file), 'utf8'), file).toBe(marketSeedText(seed))
    }
  })
})
