import { useSetAtom } from '../../engine/sdk.ts'
import { useEffect, useState } from 'react'
import { readBookingQuery } from '../booking-query/index.ts'
import type { Branch } from '../web-api/index.ts'
import { useBranchCalls } from '../web-api-hooks/index.ts'
import { offeredDriverAge, type DriverAgeRules } from './driverAgeChoices.ts'
import { notePendingInput } from './pendingInputs.ts'
import { pickupBranchAtom, pickupQueryAtom } from './pickupBranchAtoms.ts'
import { rentalDatesAtom } from './rentalDatesAtoms.ts'
import { driverAgeAtom, oneWayAtom, returnBranchAtom, returnQueryAtom } from './returnBranchAtoms.ts'

/**
 * On the booking page the search form starts as the search the page shows (its address, features/booking-query): branch,
 * return branch of a one-way rental, dates, times, driver's age and promotion, so "Change search" changes one value and
 * keeps the others. Read after hydration (the prerendered page has no address query); the branches come from the API by
 * id. Answers the address's promotion, which the form sends on with the changed search. `enabled` false: nothing.
 */
export function useSearchFromAddress(enabled: boolean, driverAges: DriverAgeRules): { promo?: string } {
  const api = useBranchCalls()
  const setPickupBranch = useSetAtom(pickupBranchAtom)
  const setPickupQuery = useSetAtom(pickupQueryAtom)
  const setReturnBranch = useSetAtom(returnBranchAtom)
  const setReturnQuery = useSetAtom(returnQueryAtom)
  const setOneWay = useSetAtom(oneWayAtom)
  const setDriverAge = useSetAtom(driverAgeAtom)
  const setDates = useSetAtom(rentalDatesAtom)
  const [promo, setPromo] = useState<string>()

  // biome-ignore lint/correctness/useExhaustiveDependencies: once per page, after the date fields' defaults: the visitor's later changes are never overwritten
  useEffect(() => {
    if (!enabled) return
    const { search } = readBookingQuery(window.location.search)
    if (!search) return
    const [pickupDate, pickupTime] = search.pickupAt.split('T')
    const [returnDate, returnTime] = search.returnAt.split('T')
    setDates({ pickupDate, pickupTime, returnDate, returnTime })
    setDriverAge(offeredDriverAge(search.driverAge, driverAges))
    setOneWay(search.returnBranchId !== undefined)
    setPromo(search.promo)
    const controller = new AbortController()
    const branches: [string | undefined, (branch: Branch) => void][] = [
      [
        search.branchId,
        (branch) => {
          setPickupBranch((current) => current ?? branch)
          setPickupQuery((current) => current || branch.name)
        },
      ],
      [
        search.returnBranchId,
        (branch) => {
          setReturnBranch((current) => current ?? branch)
          setReturnQuery((current) => current || branch.name)
        },
      ],
    ]
    for (const [id, take] of branches) {
      if (!id) continue
      // A search sent before the branch arrives waits for it (pendingInputs.ts): the field shows none until then.
      notePendingInput(
        api.station({ id }, { signal: controller.signal }).then((answer) => {
          if (answer.ok) take(answer.value)
        }),
      )
    }
    return () => controller.abort()
  }, [enabled])

  return promo ? { promo } : {}
}
