import { useCallback, useEffect, useRef, useState } from 'react'
import { useApiClient } from '../web-api-hooks/index.ts'
import type { HelpSearchResult } from '../web-api/index.ts'
import { helpQueryProblem } from './helpQueryProblem.ts'

export type HelpSuggestionState =
  | { status: 'empty' | 'tooShort' | 'tooLong' | 'loading' | 'error' }
  | { status: 'done'; total: number; results: HelpSearchResult[] }

/** Waits until the visitor pauses typing, so a word is one request and not one per letter. */
const DEBOUNCE_MS = 250
const SUGGESTIONS = 5

/**
 * Help articles for what the visitor types: debounced, the previous request cancelled when the text
 * changes, answers kept per text. An error keeps the text; retry asks again.
 */
export function useHelpSuggestions(query: string, country: string): { state: HelpSuggestionState; retry: () => void } {
  const api = useApiClient()
  const cache = useRef(new Map<string, { total: number; results: HelpSearchResult[] }>())
  const [attempt, setAttempt] = useState(0)
  const [state, setState] = useState<HelpSuggestionState>({ status: 'empty' })

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` counts the visitor's retries; a new one asks again
  useEffect(() => {
    const problem = helpQueryProblem(query)
    if (problem) return setState({ status: problem })
    const text = query.replace(/\s+/g, ' ').trim()
    const cached = cache.current.get(text.toLowerCase())
    if (cached) return setState({ status: 'done', ...cached })
    setState({ status: 'loading' })
    const controller = new AbortController()
    const timer = setTimeout(async () => {
      const found = await api.helpSearch(
        { centre: 'rent', country: country.toUpperCase(), q: text, limit: SUGGESTIONS },
        { signal: controller.signal },
      )
      if (controller.signal.aborted) return
      if (!found.ok) return setState({ status: 'error' })
      cache.current.set(text.toLowerCase(), { total: found.value.total, results: found.value.results })
      setState({ status: 'done', total: found.value.total, results: found.value.results })
    }, DEBOUNCE_MS)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [api, query, country, attempt])

  const retry = useCallback(() => setAttempt((value) => value + 1), [])
  return { state, retry }
}
