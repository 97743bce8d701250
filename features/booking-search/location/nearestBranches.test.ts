import { describe, expect, it } from 'vitest'
import type { Branch } from '../../web-api/index.ts'
import { MAX_LISTED_BRANCHES, mainBranches, nearestBranches } from './nearestBranches.ts'

const branch = (id: string, type: Branch['type'], lat: number, lon: number) => ({ id, name: id, type, coordinates: { lat, lon } }) as Branch

const GERMANY = [
  branch('muc-airport', 'airport', 48.3538, 11.7861),
  branch('ber-airport', 'airport', 52.3667, 13.5033),
  branch('fra-airport', 'airport', 50.0379, 8.5622),
  branch('muc-city', 'city', 48.1374, 11.5655),
  branch('ber-city', 'city', 52.52, 13.3889),
  branch('ham-station', 'railway', 53.553, 10.0069),
  branch('cgn-station', 'railway', 50.943, 6.9589),
]
const POTSDAM = { lat: 52.3906, lon: 13.0645 }

describe('nearestBranches', () => {
  it('puts the nearest first, with its distance in kilometres, and leaves out branches beyond the radius', () => {
    const near = nearestBranches(GERMANY, POTSDAM)
    expect(near.map((entry) => entry.branch.id)).toEqual(['ber-city', 'ber-airport'])
    expect(near[0].km).toBeGreaterThan(24)
    expect(near[0].km).toBeLessThan(28)
  })

  it('offers nothing as near to a visitor far from every branch (another country)', () => {
    const paris = { lat: 48.8566, lon: 2.3522 }
    expect(nearestBranches(GERMANY, paris)).toEqual([])
  })

  it(`lists at most ${MAX_LISTED_BRANCHES} branches (SPEC §9), however many are near`, () => {
    const many = Array.from({ length: 10 }, (_, index) => branch(`b${index}`, 'city', 52.5 + index / 1000, 13.4))
    const near = nearestBranches(many, { lat: 52.5, lon: 13.4 })
    expect(near).toHaveLength(MAX_LISTED_BRANCHES)
    expect(near.map((entry) => entry.branch.id)).toEqual(['b0', 'b1', 'b2', 'b3', 'b4', 'b5'])
  })
})

describe('mainBranches', () => {
  it('offers the airports first, then stations, then city branches, at most six', () => {
    expect(mainBranches(GERMANY).map((entry) => entry.id)).toEqual([
      'muc-airport',
      'ber-airport',
      'fra-airport',
      'ham-station',
      'cgn-station',
      'muc-city',
    ])
  })
})
