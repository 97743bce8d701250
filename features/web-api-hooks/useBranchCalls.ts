import { useContext, useMemo } from 'react'
import { usePageEnv } from '../../engine/sdk.ts'
import { ApiClientOverride } from './ApiClientOverride.ts'
import { createBranchCalls, type BranchCalls } from '../web-api/index.ts'

/**
 * Only the branch calls of the page's client (stations, station, geosuggest): what the booking search needs, so its
 * island bundles neither the other endpoints nor their paths (a module of its own: importing useApiClient.ts would
 * bring the full client). A test's client (ApiClientOverride) answers them too.
 */
export function useBranchCalls(): BranchCalls {
  const { api } = usePageEnv()
  const override = useContext(ApiClientOverride)
  const calls = useMemo(() => createBranchCalls(api), [api])
  return override ?? calls
}
