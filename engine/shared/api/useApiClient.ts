import { createContext, useContext, useMemo } from 'react'
import { usePageEnv } from '../PageEnv.tsx'
import { createBranchCalls, type BranchCalls } from './branchCalls.ts'
import { createApiClient, type ApiClient } from './createApiClient.ts'

/** Replaces the page's client, for component tests that answer calls without a network. */
export const ApiClientOverride = createContext<ApiClient | null>(null)

/** The API client of the page: its endpoint, language and tenant come from the page env. */
export function useApiClient(): ApiClient {
  const { api } = usePageEnv()
  const override = useContext(ApiClientOverride)
  const client = useMemo(() => createApiClient(api), [api])
  return override ?? client
}

/**
 * Only the branch calls of the page's client (stations, station, geosuggest): what the booking search needs, so its
 * island bundles neither the other endpoints nor their paths. A test's client (ApiClientOverride) answers them too.
 */
export function useBranchCalls(): BranchCalls {
  const { api } = usePageEnv()
  const override = useContext(ApiClientOverride)
  const calls = useMemo(() => createBranchCalls(api), [api])
  return override ?? calls
}
