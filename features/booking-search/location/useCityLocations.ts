import { useEffect, useState } from 'react'
import type { Location } from '../../web-api/index.ts'
import { useBranchCalls } from '../../web-api-hooks/index.ts'

/**
 * The cities with branches of the market's country (GET /v1/locations), asked when the overview opens. The city list
 * only narrows the overview, so when it cannot be loaded the overview shows every branch as before: null.
 */
export function useCityLocations(country: string): Location[] | null {
  const api = useBranchCalls()
  const [cities, setCities] = useState<Location[] | null>(null)

  useEffect(() => {
    const controller = new AbortController()
    void api.locations({ country }, { signal: controller.signal }).then((result) => {
      // A single city narrows nothing: no list then.
      if (result.ok && result.value.length > 1) setCities(result.value)
    })
    return () => controller.abort()
  }, [api, country])

  return cities
}
