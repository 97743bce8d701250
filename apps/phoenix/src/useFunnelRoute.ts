import { useCallback, useEffect, useRef, useState } from 'react'
import { readRoute, routeHash, type FunnelRoute, type RouteNotice } from './funnelRoute.ts'

export interface FunnelNavigation {
  /** The step the address names; undefined for an address that names none (the funnel then redirects). */
  route: FunnelRoute | undefined
  /** Why the funnel last moved the visitor elsewhere than the address asked, until the next step. */
  notice: RouteNotice | undefined
  /** A step the visitor goes to: a new history entry, so Back returns. */
  go: (route: FunnelRoute) => void
  /** The nearest valid step instead of the one asked for: replaces the entry, so Back does not return to the bad one. */
  redirect: (route: FunnelRoute, notice: RouteNotice) => void
}

const currentRoute = () => readRoute(window.location.hash)

/** The funnel step in the address's hash, following Back, Forward and hand edits (hashchange). */
export function useFunnelRoute(): FunnelNavigation {
  const [route, setRoute] = useState<FunnelRoute | undefined>(currentRoute)
  const [notice, setNotice] = useState<RouteNotice>()
  const renderedHash = useRef(window.location.hash)

  useEffect(() => {
    // The effect subscribes after paint: a hash that changed since the first render was not heard, so it is read below.
    const missedHashChange = window.location.hash !== renderedHash.current
    // A search arrives without a step: the address names the offers step from the start (replaced, not a new entry).
    if (window.location.hash === '')
      history.replaceState(history.state, '', `${window.location.pathname}${window.location.search}${routeHash({ step: 'offers' })}`)
    const follow = () => {
      setRoute(currentRoute())
      setNotice(undefined)
      window.scrollTo({ top: 0 })
    }
    window.addEventListener('hashchange', follow)
    if (missedHashChange) follow()
    return () => window.removeEventListener('hashchange', follow)
  }, [])

  const go = useCallback((next: FunnelRoute) => {
    // Setting the hash adds a history entry and fires hashchange, which updates the route.
    window.location.hash = routeHash(next)
  }, [])

  const redirect = useCallback((next: FunnelRoute, why: RouteNotice) => {
    history.replaceState(history.state, '', `${window.location.pathname}${window.location.search}${routeHash(next)}`)
    setRoute(next)
    setNotice(why)
  }, [])

  return { route, notice, go, redirect }
}
