import { useEffect, useState } from 'react'

/** The address hash, followed as the visitor clicks tabs or goes back and forward. */
export function useHashRoute(): string {
  const [hash, setHash] = useState(() => window.location.hash)
  useEffect(() => {
    const follow = () => setHash(window.location.hash)
    window.addEventListener('hashchange', follow)
    return () => window.removeEventListener('hashchange', follow)
  }, [])
  return hash
}
