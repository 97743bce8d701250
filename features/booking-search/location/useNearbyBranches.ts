import { useCallback, useEffect, useRef, useState } from 'react'
import type { Branch, GeoIp } from '../../web-api/index.ts'
import { useBranchCalls } from '../../web-api-hooks/index.ts'
import type { LatLon } from './greatCircleKm.ts'
import { mainBranches, nearestBranches, type BranchDistance } from './nearestBranches.ts'
import type { CountryBranchesState } from './useCountryBranches.ts'

/** A position that comes late is no help to someone filling a form: after this the market's main branches are offered. */
export const GEOIP_TIMEOUT_MS = 3000
/** The browser's own position: a prompt the visitor answers, then a fix; a minute old is precise enough for branches. */
const DEVICE_OPTIONS: PositionOptions = { enableHighAccuracy: false, timeout: 15_000, maximumAge: 60_000 }

export type DeviceProblem = 'denied' | 'unavailable' | 'tooFar'

/** What the empty location field offers before the visitor types. */
export type NearbyState =
  | { status: 'loading' }
  /** Nothing to offer: the country's branches could not be loaded (the overview says why when opened). */
  | { status: 'none' }
  | { status: 'near'; origin: 'approximate'; city: string; items: BranchDistance[] }
  | { status: 'near'; origin: 'device'; items: BranchDistance[] }
  /** The visitor's place is unknown, abroad or far from every branch: the market's main branches, without distances. */
  | { status: 'main'; items: Branch[]; problem?: DeviceProblem }

type Approximate = { status: 'pending' } | { status: 'known'; geo: GeoIp } | { status: 'unknown' }
type Device = { status: 'off' | 'locating' } | { status: 'known'; position: LatLon } | { status: 'problem'; problem: DeviceProblem }

/**
 * Decides what to offer from what is known: the visitor's own position (asked for with "use my location") before the
 * approximate one of the request (geoip), and that one only when it is in the market's country; a place with no branch
 * within reach offers the main branches, never a far or foreign one as "near".
 */
export function nearbyOffer(country: string, branches: CountryBranchesState, approximate: Approximate, device: Device): NearbyState {
  if (branches.status === 'error') return { status: 'none' }
  if (branches.status !== 'done' || device.status === 'locating') return { status: 'loading' }
  const main = { status: 'main' as const, items: mainBranches(branches.branches) }
  if (device.status === 'problem') return { ...main, problem: device.problem }
  if (device.status === 'known') {
    const items = nearestBranches(branches.branches, device.position)
    return items.length > 0 ? { status: 'near', origin: 'device', items } : { ...main, problem: 'tooFar' }
  }
  if (approximate.status === 'pending') return { status: 'loading' }
  if (approximate.status === 'unknown' || approximate.geo.country.toUpperCase() !== country) return main
  const items = nearestBranches(branches.branches, approximate.geo.coordinates)
  return items.length > 0 ? { status: 'near', origin: 'approximate', city: approximate.geo.city, items } : main
}

/**
 * The nearest branches to offer in the empty location field: from the request's approximate place (GET /v1/apps/geoip,
 * asked once the visitor first wants the field, with no browser prompt), or from the browser's position once the
 * visitor presses "use my location" (the only moment the browser asks for permission).
 */
export function useNearbyBranches(
  country: string,
  wanted: boolean,
  branches: CountryBranchesState,
): { state: NearbyState; locate: () => void; canLocate: boolean } {
  const api = useBranchCalls()
  const [approximate, setApproximate] = useState<Approximate>({ status: 'pending' })
  const [device, setDevice] = useState<Device>({ status: 'off' })
  const [canLocate, setCanLocate] = useState(false)
  const asked = useRef(false)

  // Known only in the browser: the prerendered HTML and the first render agree without it.
  useEffect(() => setCanLocate(typeof navigator !== 'undefined' && 'geolocation' in navigator), [])

  useEffect(() => {
    if (!wanted || asked.current) return
    asked.current = true
    void api.geoip({ timeoutMs: GEOIP_TIMEOUT_MS }).then((result) => {
      setApproximate(result.ok ? { status: 'known', geo: result.value } : { status: 'unknown' })
    })
  }, [api, wanted])

  const locate = useCallback(() => {
    if (!('geolocation' in navigator)) return setDevice({ status: 'problem', problem: 'unavailable' })
    setDevice({ status: 'locating' })
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => setDevice({ status: 'known', position: { lat: coords.latitude, lon: coords.longitude } }),
      (error) => setDevice({ status: 'problem', problem: error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable' }),
      DEVICE_OPTIONS,
    )
  }, [])

  return { state: nearbyOffer(country, branches, approximate, device), locate, canLocate }
}
