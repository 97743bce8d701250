import type { Branch, Coordinates } from '../web-api/index.ts'

/** A point of the static branch map, in the map's own units (see MAP_SIZE). */
export interface MapPoint {
  id: string
  name: string
  x: number
  y: number
}

/** A line of latitude or longitude drawn across the map, with its value in whole degrees. */
export interface MapGridLine {
  degrees: number
  at: number
}

/** What the static map of a branch page draws: the branch, the market's other branches and a graticule. */
export interface BranchMapModel {
  branch: MapPoint
  others: MapPoint[]
  latitudes: MapGridLine[]
  longitudes: MapGridLine[]
  coordinates: Coordinates
}

export const MAP_SIZE = { width: 480, height: 320, padding: 36 }

/** Half a degree around a lone branch, so a market with one branch or two close ones still has an area. */
const MIN_SPAN_DEGREES = 1

function gridLines(from: number, to: number, project: (degrees: number) => number): MapGridLine[] {
  const span = to - from
  const step = span > 20 ? 10 : span > 8 ? 5 : span > 3 ? 2 : 1
  const lines: MapGridLine[] = []
  for (let degrees = Math.ceil(from / step) * step; degrees <= to; degrees += step)
    lines.push({ degrees, at: Math.round(project(degrees)) })
  return lines
}

/**
 * Lays the branch and the market's other branches out on an equirectangular map that fits their
 * coordinates (longitudes shortened by the cosine of the middle latitude, so shapes are not stretched).
 * Drawn at build time: no tiles, no third party, nothing to load.
 */
export function branchMapOf(branch: Branch, marketBranches: Branch[]): BranchMapModel {
  const all = [branch, ...marketBranches.filter((other) => other.id !== branch.id)]
  const lats = all.map((entry) => entry.coordinates.lat)
  const lons = all.map((entry) => entry.coordinates.lon)
  const widen = (min: number, max: number) =>
    max - min < MIN_SPAN_DEGREES ? [(min + max) / 2 - MIN_SPAN_DEGREES / 2, (min + max) / 2 + MIN_SPAN_DEGREES / 2] : [min, max]
  const [south, north] = widen(Math.min(...lats), Math.max(...lats))
  const [west, east] = widen(Math.min(...lons), Math.max(...lons))
  const squeeze = Math.cos((((south + north) / 2) * Math.PI) / 180)
  const { width, height, padding } = MAP_SIZE
  const scale = Math.min((width - 2 * padding) / ((east - west) * squeeze), (height - 2 * padding) / (north - south))
  // Centred: the unused width or height is shared on both sides.
  const left = (width - (east - west) * squeeze * scale) / 2
  const top = (height - (north - south) * scale) / 2
  const x = (lon: number) => left + (lon - west) * squeeze * scale
  const y = (lat: number) => top + (north - lat) * scale
  const point = (entry: Branch): MapPoint => ({
    id: entry.id,
    name: entry.name,
    x: Math.round(x(entry.coordinates.lon)),
    y: Math.round(y(entry.coordinates.lat)),
  })
  const visibleWest = west - left / (squeeze * scale)
  const visibleNorth = north + top / scale
  return {
    branch: point(branch),
    others: all.slice(1).map(point),
    latitudes: gridLines(visibleNorth - height / scale, visibleNorth, y),
    longitudes: gridLines(visibleWest, visibleWest + width / (squeeze * scale), x),
    coordinates: branch.coordinates,
  }
}
