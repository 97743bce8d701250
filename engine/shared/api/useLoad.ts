import { startTransition, useCallback, useEffect, useState } from 'react'
import type { ApiError, Result } from './result.ts'

export type Load<T> = { status: 'loading' } | { status: 'done'; value: T } | { status: 'error'; error: ApiError }

/** The micro-apps' one way to load (phoenix, mysixt): runs a call when its inputs change, cancels the previous one, and offers a retry. */
export function useLoad<T>(
  call: (signal: AbortSignal) => Promise<Result<T>>,
  inputs: readonly unknown[],
): { load: Load<T>; retry: () => void } {
  const [load, setLoad] = useState<Load<T>>({ status: 'loading' })
  const [attempt, setAttempt] = useState(0)
  // biome-ignore lint/correctness/useExhaustiveDependencies: `call` is a new function each render, so its inputs are listed instead; `attempt` counts retries
  useEffect(() => {
    const controller = new AbortController()
    setLoad({ status: 'loading' })
    void call(controller.signal).then((result) => {
      // What an answer brings (a list of offers, a tab of bookings) renders as a transition: in slices that yield to the
      // visitor's input, not as one long task on a slow phone.
      if (!controller.signal.aborted)
        startTransition(() => setLoad(result.ok ? { status: 'done', value: result.value } : { status: 'error', error: result.error }))
    })
    return () => controller.abort()
  }, [...inputs, attempt])
  return { load, retry: useCallback(() => setAttempt((value) => value + 1), []) }
}
