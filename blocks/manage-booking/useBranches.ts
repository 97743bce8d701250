import { useEffect, useState } from 'react'
import { useApiClient } from '../../features/web-api-hooks/index.ts'
import type { Branch } from '../../features/web-api/index.ts'

/** A booked branch as far as its lookup got: found, still looking, or the lookup failed. */
export type BranchLookup = Branch | 'loading' | 'failed'

/**
 * The booking's branches by id (pickup, and return for a one-way rental), looked up once each. The booking never shows
 * an id ("de-muc-airport") in their place: a visitor reads "…" while the lookup runs or after it failed.
 */
export function useBranches(ids: readonly string[]): Record<string, BranchLookup> {
  const api = useApiClient()
  const [found, setFound] = useState<Record<string, BranchLookup>>({})
  const key = ids.join('\n')
  // biome-ignore lint/correctness/useExhaustiveDependencies: the ids are listed by their joined key
  useEffect(() => {
    const controller = new AbortController()
    setFound(Object.fromEntries(ids.map((id) => [id, 'loading'])))
    for (const id of ids)
      void api.station({ id }, { signal: controller.signal }).then((answer) => {
        if (!controller.signal.aborted) setFound((all) => ({ ...all, [id]: answer.ok ? answer.value : 'failed' }))
      })
    return () => controller.abort()
  }, [api, key])
  return found
}

/** What to write for a branch: its name once found, else a neutral ellipsis (never its internal id). */
export function branchName(lookup: BranchLookup | undefined): string {
  return typeof lookup === 'object' ? lookup.name : '…'
}
