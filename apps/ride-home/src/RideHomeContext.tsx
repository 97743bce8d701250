import { createContext, useContext } from 'react'
import type { RideCalls } from '../../../features/web-api/index.ts'
import type { MicroAppContext } from '../../../features/micro-apps/index.ts'

export interface RideHome {
  api: RideCalls
  host: MicroAppContext
}

export const RideHomeContext = createContext<RideHome | null>(null)

export function useRideHome(): RideHome {
  const rideHome = useContext(RideHomeContext)
  if (!rideHome) throw new Error('useRideHome() outside the ride-home app')
  return rideHome
}
