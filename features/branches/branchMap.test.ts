import { describe, expect, it } from 'vitest'
import type { Branch } from '../web-api/index.ts'
import { branchMapOf, MAP_SIZE } from './branchMap.ts'

const branch = (id: string, lat: number, lon: number): Branch => ({
  id,
  name: id,
  type: 'city',
  address: { street: 'S', houseNumber: '1', postalCode: '1', city: 'C', country: 'DE' },
  formattedAddress: ['S 1'],
  coordinates: { lat, lon },
  openingHours: { weekdays: [[], [], [], [], [], [], []], closedDates: [] },
})

const munich = branch('muc', 48.14, 11.57)
const hamburg = branch('ham', 53.55, 10.0)
const cologne = branch('cgn', 50.94, 6.96)
const berlin = branch('ber', 52.52, 13.39)

describe('branchMapOf', () => {
  it('puts north up and east right, every branch inside the padding', () => {
    const map = branchMapOf(munich, [munich, hamburg, cologne, berlin])
    const byId = Object.fromEntries([map.branch, ...map.others].map((point) => [point.id, point]))
    expect(byId.ham.y).toBeLessThan(byId.muc.y)
    expect(byId.ber.x).toBeGreaterThan(byId.cgn.x)
    for (const point of Object.values(byId)) {
      expect(point.x).toBeGreaterThanOrEqual(MAP_SIZE.padding - 1)
      expect(point.x).toBeLessThanOrEqual(MAP_SIZE.width - MAP_SIZE.padding + 1)
      expect(point.y).toBeGreaterThanOrEqual(MAP_SIZE.padding - 1)
      expect(point.y).toBeLessThanOrEqual(MAP_SIZE.height - MAP_SIZE.padding + 1)
    }
  })

  it('lists the other branches once, without the branch itself', () => {
    const map = branchMapOf(munich, [hamburg, munich, cologne])
    expect(map.branch.id).toBe('muc')
    expect(map.others.map((point) => point.id)).toEqual(['ham', 'cgn'])
  })

  it('centres a lone branch and still draws grid lines around it', () => {
    const map = branchMapOf(munich, [munich])
    expect(map.branch).toMatchObject({ x: MAP_SIZE.width / 2, y: MAP_SIZE.height / 2 })
    expect(map.latitudes.map((line) => line.degrees)).toContain(48)
    expect(map.longitudes.map((line) => line.degrees)).toContain(12)
  })

  it('draws the whole-degree lines where the branches are', () => {
    const map = branchMapOf(munich, [munich, hamburg, cologne, berlin])
    const fifty = map.latitudes.find((line) => line.degrees === 50)!
    const cgn = map.others.find((point) => point.id === 'cgn')!
    // Cologne (50.94° N) is just north of the 50° line, so above it on the map.
    expect(cgn.y).toBeLessThan(fifty.at)
  })
})
