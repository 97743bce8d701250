import { useCallback, useEffect, useRef, useState } from 'react'
import { usePageEnv } from '../../engine/sdk.ts'
import { useApiClient } from '../../features/web-api-hooks/index.ts'
import type { SubscriptionOffer } from '../../features/web-api/index.ts'
import { hasFilters, parseFilters, serializeFilters, type FilterName, type PlusFilters } from '../../features/plus/index.ts'
import type { PlusOffersData } from './data.ts'

export type SearchState =
  | { kind: 'results'; offers: SubscriptionOffer[] }
  | { kind: 'loading'; offers: SubscriptionOffer[] }
  | { kind: 'error'; offers: SubscriptionOffer[] }

/**
 * The filters and the offers they find, with the filters in the URL: a change pushes a history entry,
 * the back button (popstate) restores the filters and their result, and a shared link reloads to the same
 * result. Filter values the URL holds but the list does not offer are dropped from the URL and named in `rejected`.
 */
export function useOfferSearch(data: PlusOffersData) {
  const api = useApiClient()
  const env = usePageEnv()
  const [filters, setFilters] = useState<PlusFilters>({})
  const [rejected, setRejected] = useState<FilterName[]>([])
  const [state, setState] = useState<SearchState>({ kind: 'results', offers: data.offers })
  const running = useRef<AbortController | null>(null)

  const search = useCallback(
    async (next: PlusFilters) => {
      running.current?.abort()
      if (!hasFilters(next)) return setState({ kind: 'results', offers: data.offers })
      const controller = new AbortController()
      running.current = controller
      setState((previous) => ({ kind: 'loading', offers: previous.offers }))
      const query = Object.fromEntries(new URLSearchParams(serializeFilters(next)))
      const found = await api.subscriptionOffers({ country: env.country.toUpperCase(), filters: query }, { signal: controller.signal })
      if (controller.signal.aborted) return
      setState((previous) => (found.ok ? { kind: 'results', offers: found.value } : { kind: 'error', offers: previous.offers }))
    },
    [api, env.country, data.offers],
  )

  const readUrl = useCallback(() => {
    const parsed = parseFilters(window.location.search, {
      branchIds: data.branches.map((branch) => branch.id),
      minimumBudgetValue: data.minimumBudget,
    })
    setFilters(parsed.filters)
    setRejected(parsed.rejected)
    // Unknown values leave the URL, so the link the visitor shares next says what the list shows.
    if (parsed.rejected.length > 0)
      window.history.replaceState(
        window.history.state,
        '',
        `${window.location.pathname}${serializeFilters(parsed.filters, window.location.search)}${window.location.hash}`,
      )
    void search(parsed.filters)
  }, [data.branches, data.minimumBudget, search])

  useEffect(() => {
    readUrl()
    window.addEventListener('popstate', readUrl)
    return () => {
      window.removeEventListener('popstate', readUrl)
      running.current?.abort()
    }
  }, [readUrl])

  const apply = useCallback(
    (next: PlusFilters) => {
      setFilters(next)
      setRejected([])
      window.history.pushState(
        window.history.state,
        '',
        `${window.location.pathname}${serializeFilters(next, window.location.search)}${window.location.hash}`,
      )
      void search(next)
    },
    [search],
  )

  return { filters, rejected, state, apply, retry: () => void search(filters) }
}
