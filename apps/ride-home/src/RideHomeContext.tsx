import { createContext, useContext } from 'react'
import type { ApiClient, Branch } from '../../../features/web-api/index.ts'
import type { MicroAppContext } from '../../../features/micro-apps/index.ts'

export interface RideHome {
  api: ApiClient
  host: MicroAppContext
  /** A place's address in its country's template (falls back to the API's own lines). */
  addressLines: (place: Branch) => string[]
}

export const RideHomeContext = createContext<RideHome | null>(null)

export function useRideHome(): RideHome {
  const rideHome = useContext(RideHomeContext)
  if (!rideHome) throw new Error('useRideHome() outside the ride-home app')
  return rideHome
}
