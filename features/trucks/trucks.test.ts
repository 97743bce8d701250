// Protects the truck line's shared rules: a truck search at a branch without trucks offers the nearest branches that
// have them, nearest first; and payload and load space are shown in the market's units (kg and m³, or lb and ft³).
import { describe, expect, it } from 'vitest'
import type { Branch } from '../web-api/index.ts'
import { greatCircleKm } from '../branches/data.ts'
import { loadFigures, nearestBranches, rentsTrucks } from './index.ts'

const branch = (id: string, lat: number, lon: number, trucks = true) =>
  ({ id, name: id, coordinates: { lat, lon }, productLines: trucks ? ['rent-car', 'rent-truck'] : ['rent-car'] }) as Branch

describe('nearest branches with trucks', () => {
  it('measures Hamburg to Berlin as about 254 km', () => {
    expect(Math.round(greatCircleKm({ lat: 53.553, lon: 10.0069 }, { lat: 52.52, lon: 13.3889 }))).toBe(254)
  })

  it('ranks the candidates nearest first, leaves out the branch itself and keeps the limit', () => {
    const hamburg = branch('hamburg', 53.553, 10.0069, false)
    const candidates = [branch('munich', 48.1374, 11.5655), branch('berlin', 52.52, 13.3889), branch('frankfurt', 50.0379, 8.5622), hamburg]
    expect(nearestBranches(hamburg, candidates, 2).map((entry) => entry.branch.id)).toEqual(['berlin', 'frankfurt'])
  })

  it('knows a branch rents trucks only from its product lines', () => {
    expect(rentsTrucks(branch('a', 0, 0))).toBe(true)
    expect(rentsTrucks(branch('b', 0, 0, false))).toBe(false)
    expect(rentsTrucks({})).toBe(false)
  })
})

describe('load figures in the market units', () => {
  it('keeps kilograms and cubic metres where distances are in kilometres', () => {
    expect(loadFigures({ payloadKg: 900, loadspaceM3: 5.8 }, 'km')).toEqual({
      payload: { value: 900, unit: 'kg', digits: 0 },
      loadspace: { value: 5.8, unit: 'm³', digits: 1 },
    })
  })

  it('converts to pounds and cubic feet where distances are in miles', () => {
    expect(loadFigures({ payloadKg: 1000, loadspaceM3: 19 }, 'mi')).toEqual({
      payload: { value: 2205, unit: 'lb', digits: 0 },
      loadspace: { value: 671, unit: 'ft³', digits: 0 },
    })
  })
})
