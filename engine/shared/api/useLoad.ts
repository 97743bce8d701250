import { useCallback, useEffect, useState } from 'react'
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
      if (!controller.signal.aborted)
        setLoad(result.ok ? { status: 'done', value: result.value } : { status: 'error', error: result.error })
    })
    return () => controller.abort()
  }, [...inputs, attempt])
  return { load, retry: useCallback(() => setAttempt((value) => value + 1), []) }
}
