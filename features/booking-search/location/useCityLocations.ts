import { useEffect, useRef, useState } from 'react'
import type { Location } from '../../web-api/index.ts'
import { useBranchCalls } from '../../web-api-hooks/index.ts'

/**
 * The cities with branches of the market's country (GET /v1/locations), loaded the first time the overview opens. The
 * city list only narrows the overview, so when it cannot be loaded the overview shows every branch as before: null.
 */
export function useCityLocations(country: string, wanted: boolean): Location[] | null {
  const api = useBranchCalls()
  const [cities, setCities] = useState<Location[] | null>(null)
  const asked = useRef(false)

  useEffect(() => {
    if (!wanted || asked.current) return
    asked.current = true
    void api.locations({ country }).then((result) => {
      // A single city narrows nothing: no list then.
      if (result.ok && result.value.length > 1) setCities(result.value)
    })
  }, [api, country, wanted])

  return cities
}
