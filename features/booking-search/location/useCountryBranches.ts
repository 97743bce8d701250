import { useCallback, useEffect, useRef, useState } from 'react'
import type { ApiErrorKind } from '../../../engine/sdk.ts'
import type { Branch } from '../../web-api/index.ts'
import { useBranchCalls } from '../../web-api-hooks/index.ts'

export type CountryBranchesState =
  | { status: 'idle' | 'loading' }
  | { status: 'done'; branches: Branch[] }
  | { status: 'error'; kind: ApiErrorKind }

/**
 * Every branch of the market's country (of a product line: "rent-truck", those that rent vans and trucks), loaded the
 * first time the overview opens (and again on retry).
 */
export function useCountryBranches(
  country: string,
  wanted: boolean,
  productLine?: 'rent-truck',
): { state: CountryBranchesState; retry: () => void } {
  const api = useBranchCalls()
  const [state, setState] = useState<CountryBranchesState>({ status: 'idle' })
  const [attempt, setAttempt] = useState(0)
  const loaded = useRef(false)

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` counts the visitor's retries; a new one asks again
  useEffect(() => {
    if (!wanted || loaded.current) return
    const controller = new AbortController()
    setState({ status: 'loading' })
    void api.stations({ country, ...(productLine ? { productLine } : {}) }, { signal: controller.signal }).then((result) => {
      if (controller.signal.aborted) return
      loaded.current = result.ok
      setState(result.ok ? { status: 'done', branches: result.value } : { status: 'error', kind: result.error.kind })
    })
    return () => controller.abort()
  }, [api, country, wanted, attempt, productLine])

  const retry = useCallback(() => setAttempt((value) => value + 1), [])
  return { state, retry }
}
