import { useContext, useMemo } from 'react'
import { usePageEnv } from '../../engine/sdk.ts'
import { ApiClientOverride } from './ApiClientOverride.ts'
import { lazyApiClient, type ApiClient } from '../web-api/index.ts'

/** The API client of the page: its endpoint, language and tenant come from the page env; its code comes with the first call (lazyApiClient.ts). */
export function useApiClient(): ApiClient {
  const { api } = usePageEnv()
  const override = useContext(ApiClientOverride)
  const client = useMemo(() => lazyApiClient(api), [api])
  return override ?? client
}
