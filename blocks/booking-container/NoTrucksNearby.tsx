import { css } from '@linaria/core'
import { useSetAtom } from '../../engine/sdk.ts'
import { useEffect, useState } from 'react'
import { color, fieldError, formatDistance, intlLocaleOf, space, usePageEnv, useTranslation } from '../../engine/sdk.ts'
import { pickupBranchAtom, pickupQueryAtom } from '../../features/booking-search/index.ts'
import { nearestBranches } from '../../features/trucks/index.ts'
import type { Branch } from '../../features/web-api/index.ts'
import { useBranchCalls } from '../../features/web-api-hooks/index.ts'

const message = css`
  grid-column: 1 / -1;
  p {
    margin: 0;
  }
`

const choices = css`
  list-style: none;
  margin: ${space.xs} 0 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${space.xs};
  button {
    min-height: 44px;
    padding: ${space.xs} ${space.sm};
    border: 1px solid ${color.text};
    border-radius: 4px;
    background: ${color.background};
    color: ${color.text};
    font: inherit;
    text-align: start;
    cursor: pointer;
  }
`

/**
 * A truck search at a branch that rents no vans or trucks (issue 26, bad input): says so under the location field and
 * offers the nearest branches of the country that do, each a button that takes it as the pickup branch.
 */
export function NoTrucksNearby({ branch, id, inputId }: { branch: Branch; id: string; inputId: string }) {
  const { t } = useTranslation()
  const env = usePageEnv()
  const api = useBranchCalls()
  const setBranch = useSetAtom(pickupBranchAtom)
  const setQuery = useSetAtom(pickupQueryAtom)
  const [nearest, setNearest] = useState<{ branch: Branch; km: number }[]>([])

  useEffect(() => {
    const controller = new AbortController()
    void api.stations({ country: branch.address.country, productLine: 'rent-truck' }, { signal: controller.signal }).then((result) => {
      if (!controller.signal.aborted && result.ok) setNearest(nearestBranches(branch, result.value))
    })
    return () => controller.abort()
  }, [api, branch])

  function choose(chosen: Branch) {
    setBranch(chosen)
    setQuery(chosen.name)
    document.getElementById(inputId)?.focus()
  }

  return (
    <div id={id} className={`${fieldError} ${message}`} role="alert" data-testid="no-trucks">
      <p>{t('truckRental.search.noTrucks', { branch: branch.name })}</p>
      {nearest.length > 0 && (
        <ul className={choices}>
          {nearest.map(({ branch: nearby, km }) => (
            <li key={nearby.id}>
              <button type="button" onClick={() => choose(nearby)}>
                {t('truckRental.search.nearbyBranch', {
                  branch: nearby.name,
                  distance: formatDistance(km, intlLocaleOf(env), env.formats),
                })}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
