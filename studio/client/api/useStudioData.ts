/** A GET of the studio API as React state; `reload` fetches again (after an edit or a files-changed event). */
import { useCallback, useEffect, useState } from 'react'
import { fetchStudio, type StudioResult } from './fetchStudio.ts'

export type Loaded<T> = StudioResult<T> | { kind: 'loading' } | { kind: 'idle' }

export function useStudioData<T>(path: string | undefined): { data: Loaded<T>; reload: () => void } {
  const [data, setData] = useState<Loaded<T>>({ kind: path ? 'loading' : 'idle' })
  const [generation, setGeneration] = useState(0)
  // biome-ignore lint/correctness/useExhaustiveDependencies: generation is not read; a new one is what makes reload() fetch again
  useEffect(() => {
    if (path === undefined) {
      setData({ kind: 'idle' })
      return
    }
    let current = true
    setData((shown) => (shown.kind === 'idle' ? { kind: 'loading' } : shown))
    // The previous answer stays on screen while the next one loads: no layout jump on every refresh.
    void fetchStudio<T>(path).then((result) => {
      if (current) setData(result)
    })
    return () => {
      current = false
    }
  }, [path, generation])
  const reload = useCallback(() => setGeneration((value) => value + 1), [])
  return { data, reload }
}
