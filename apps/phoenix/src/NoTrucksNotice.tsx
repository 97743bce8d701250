import { useLoad, useTranslation } from '../../../engine/appSdk.ts'
import { bookingQueryString, type BookingSearchQuery } from '../../../features/booking-query/index.ts'
import { isOpenAt } from '../../../features/opening-hours/index.ts'
import { nearestBranches } from '../../../features/trucks/index.ts'
import type { Branch } from '../../../features/web-api/index.ts'
import { changeSearchHere } from './openSearchEditor.ts'
import { usePhoenix } from './PhoenixContext.tsx'

/**
 * A truck search at a branch that rents no vans or trucks (issue 26, bad input): says so, and offers the same search at
 * the nearest branches of the country that do and are open at its times (GET /v1/branch/next/stations?productLine=rent-truck),
 * or a new search.
 */
export function NoTrucksNotice({ branch, search }: { branch: Branch; search: BookingSearchQuery }) {
  const { t } = useTranslation()
  const { api, host, format } = usePhoenix()
  const trucks = useLoad(
    (signal) => api.stations({ country: branch.address.country, productLine: 'rent-truck' }, { signal }),
    [branch.address.country],
  )
  // Only branches open at the search's pickup and return: the link leads to offers, not to a closed branch.
  const open = (candidate: Branch) =>
    [search.pickupAt, search.returnAt].every((at) => isOpenAt(candidate.openingHours, at.slice(0, 10), at.slice(11, 16)))
  const nearest = trucks.load.status === 'done' ? nearestBranches(branch, trucks.load.value.filter(open)) : []
  return (
    <div className="phx-notice" role="alert" data-testid="no-trucks">
      <p>{t('phoenix.trucks.noTrucks', { branch: branch.name })}</p>
      {nearest.length > 0 && (
        <>
          <p>{t('phoenix.trucks.nearby')}</p>
          <ul className="phx-nearby">
            {nearest.map(({ branch: nearby, km }) => (
              <li key={nearby.id}>
                <a href={`?${bookingQueryString({ ...search, branchId: nearby.id, returnBranchId: undefined })}#/offers`}>
                  {t('phoenix.trucks.nearbyBranch', { branch: nearby.name, distance: format.distance(km) })}
                </a>
              </li>
            ))}
          </ul>
        </>
      )}
      <a className="phx-button phx-secondary" href={host.links.start} onClick={changeSearchHere}>
        {t('phoenix.changeSearch')}
      </a>
    </div>
  )
}
