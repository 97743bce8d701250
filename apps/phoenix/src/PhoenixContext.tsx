import { createContext, useContext } from 'react'
import type { ApiClient } from '../../../engine/shared/api/createApiClient.ts'
import type { MicroAppContext } from '../../../blocks/funnel-mount/MicroAppContext.ts'
import type { Formatters } from './formatters.ts'

export interface Phoenix {
  api: ApiClient
  host: MicroAppContext
  format: Formatters
}

export const PhoenixContext = createContext<Phoenix | null>(null)

export function usePhoenix(): Phoenix {
  const phoenix = useContext(PhoenixContext)
  if (!phoenix) throw new Error('usePhoenix() outside the phoenix app')
  return phoenix
}
