/** A point on the Earth in degrees, as the API gives branches and the visitor's position. */
export interface LatLon {
  lat: number
  lon: number
}

/** The Earth's mean radius (IUGG), in kilometres. */
const EARTH_RADIUS_KM = 6371.0088

const radians = (degrees: number) => (degrees * Math.PI) / 180

/**
 * The distance between two points along the Earth's surface, in kilometres (haversine formula): the one distance the
 * site measures, shown in the market's unit by formatDistance. As the crow flies, which is what "near you" means here.
 */
export function greatCircleKm(from: LatLon, to: LatLon): number {
  const dLat = radians(to.lat - from.lat)
  const dLon = radians(to.lon - from.lon)
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(radians(from.lat)) * Math.cos(radians(to.lat)) * Math.sin(dLon / 2) ** 2
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)))
}
