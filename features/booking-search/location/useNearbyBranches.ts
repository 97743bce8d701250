import { useCallback, useEffect, useRef, useState } from 'react'
import { useBranchCalls } from '../../web-api-hooks/index.ts'
import type { Approximate, Device, NearbyState } from './nearbyOffer.ts'
import type { CountryBranchesState } from './useCountryBranches.ts'

export type { DeviceProblem, NearbyState } from './nearbyOffer.ts'

/** A position that comes late is no help to someone filling a form: after this the market's main branches are offered. */
export const GEOIP_TIMEOUT_MS = 3000
/** The browser's own position: a prompt the visitor answers, then a fix; a minute old is precise enough for branches. */
const DEVICE_OPTIONS: PositionOptions = { enableHighAccuracy: false, timeout: 15_000, maximumAge: 60_000 }

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
  // The distances and the choice are loaded with the first wish for the field, beside the geoip call: code a page view
  // that never opens the field does not need.
  const [decide, setDecide] = useState<typeof import('./nearbyOffer.ts').nearbyOffer>()

  // Known only in the browser: the prerendered HTML and the first render agree without it.
  useEffect(() => setCanLocate(typeof navigator !== 'undefined' && 'geolocation' in navigator), [])

  useEffect(() => {
    if (!wanted || asked.current) return
    asked.current = true
    void import('./nearbyOffer.ts').then((module) => setDecide(() => module.nearbyOffer))
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

  return { state: decide ? decide(country, branches, approximate, device) : { status: 'loading' }, locate, canLocate }
}
