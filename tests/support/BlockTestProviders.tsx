import type { ComponentProps } from 'react'
import { BlockTestProviders as EngineProviders } from '../../engine/testing/BlockTestProviders.tsx'
import type { ApiClient } from '../../features/web-api/index.ts'
import { ApiClientOverride } from '../../features/web-api-hooks/index.ts'

/**
 * The engine's block providers (engine/testing/BlockTestProviders.tsx) and this site's web API: `api` answers the
 * calls of useApiClient and useBranchCalls without a network (see fakeApi.ts).
 */
export function BlockTestProviders({ api, ...providers }: ComponentProps<typeof EngineProviders> & { api?: ApiClient }) {
  const inEngine = <EngineProviders {...providers} />
  return api ? <ApiClientOverride.Provider value={api}>{inEngine}</ApiClientOverride.Provider> : inEngine
}
