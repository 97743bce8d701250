import { useMemo } from 'react'
import { usePageEnv } from '../PageEnv.tsx'
import { createApiClient, type ApiClient } from './createApiClient.ts'

/** The API client of the page: its endpoint, language and tenant come from the page env. */
export function useApiClient(): ApiClient {
  const { api } = usePageEnv()
  return useMemo(() => createApiClient(api), [api])
}
