/** The studio view as state that lives in the address: every change is a history entry, Back returns to the last view. */
import { useCallback, useEffect, useState } from 'react'
import { searchFromStudioView, type StudioView, studioViewFromSearch } from './studioView.ts'

export function useStudioView(): [StudioView, (change: Partial<StudioView>) => void] {
  const [view, setView] = useState(() => studioViewFromSearch(window.location.search))
  useEffect(() => {
    const onPopState = () => setView(studioViewFromSearch(window.location.search))
    window.addEventListener('popstate', onPopState)
    return () => window.removeEventListener('popstate', onPopState)
  }, [])
  const change = useCallback((members: Partial<StudioView>) => {
    setView((current) => {
      const next = { ...current, ...members }
      const search = searchFromStudioView(next)
      if (search !== window.location.search) window.history.pushState(null, '', `${window.location.pathname}${search}`)
      return next
    })
  }, [])
  return [view, change]
}
