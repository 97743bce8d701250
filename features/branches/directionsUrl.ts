import type { Branch } from '../web-api/index.ts'

/**
 * A route to the branch in the visitor's own map app: a Google Maps URL (https://developers.google.com/maps/documentation/urls/get-started#directions-action).
 * It is the one link that works everywhere: Android and iOS open the Google Maps app when it is installed, every other
 * device opens the route in the browser, with no key. A geo: URI opens nothing on iOS or on most desktops, and an Apple
 * Maps link helps only on Apple devices. The destination is the branch's coordinates, not its address: exact, and the
 * same in every language and address format. No origin: the map app starts from where the visitor is.
 */
export function directionsUrl(branch: Pick<Branch, 'coordinates'>): string {
  const url = new URL('https://www.google.com/maps/dir/')
  url.searchParams.set('api', '1')
  url.searchParams.set('destination', `${branch.coordinates.lat},${branch.coordinates.lon}`)
  return url.href
}
