import { useAtom, useSetAtom } from '../../../engine/sdk.ts'
import { useEffect } from 'react'
import { useBranchCalls } from '../../web-api-hooks/index.ts'
import { classifySearchInput } from './classifySearchInput.ts'
import { pickupBranchAtom, pickupQueryAtom } from '../pickupBranchAtoms.ts'

/**
 * A page can prefill the location, such as an airport promotion naming its airport: the text is
 * shown at once and, when the API knows a branch for it, the best match is chosen.
 */
export function usePrefilledBranch(text: string | undefined, country: string): void {
  const api = useBranchCalls()
  const [branch, setBranch] = useAtom(pickupBranchAtom)
  const setQuery = useSetAtom(pickupQueryAtom)

  // biome-ignore lint/correctness/useExhaustiveDependencies: only once per page, so the visitor's own choice is never overwritten later
  useEffect(() => {
    if (!text || branch) return
    const input = classifySearchInput(text)
    if (input.kind !== 'search') return
    setQuery((current) => current || text)
    const controller = new AbortController()
    void api.geosuggest({ query: input.text, country }, { signal: controller.signal }).then((result) => {
      if (!result.ok || result.value.length === 0) return
      setBranch((current) => current ?? result.value[0])
      setQuery((current) => (current === text ? result.value[0].name : current))
    })
    return () => controller.abort()
  }, [])
}
