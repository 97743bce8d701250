import { useRef, useState } from 'react'
import type { ApiError, Result } from '../../../engine/appSdk.ts'

/**
 * One account action at a time: a second submit while the first is on its way is ignored (a double click
 * creates one account), and the last failure stays until the next attempt, for a retry.
 */
export function useAction<T>() {
  const inFlight = useRef(false)
  const [sending, setSending] = useState(false)
  const [failure, setFailure] = useState<ApiError>()

  const run = async (call: () => Promise<Result<T>>): Promise<T | undefined> => {
    if (inFlight.current) return undefined
    inFlight.current = true
    setSending(true)
    setFailure(undefined)
    const result = await call()
    inFlight.current = false
    setSending(false)
    if (result.ok) return result.value
    setFailure(result.error)
    return undefined
  }

  return { run, sending, failure }
}
