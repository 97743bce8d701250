import { type ApiError, type Load, type Result, todayIso, useLoad } from '../../../engine/appSdk.ts'
import type { BookingSearchQuery } from '../../../features/booking-query/index.ts'
import { rentsTrucks } from '../../../features/trucks/index.ts'
import type { Branch, Offer, RentalConfiguration } from '../../../features/web-api/index.ts'
import { usePhoenix } from './PhoenixContext.tsx'

const waiting = <T>(): Promise<Result<T>> => new Promise(() => {})

export interface RentalContext {
  branch: Branch | undefined
  returnBranch: Branch | undefined
  /** The rules, extras and currency of the pickup branch's country: a foreign branch is priced in its own currency. */
  config: Load<RentalConfiguration>
  offers: Load<Offer[]>
  retry: () => void
  /** The search's pickup day has passed: nothing can be offered, the visitor changes the search. */
  past: boolean
  /** The pickup or the return branch takes no one-way rentals: named before any offer is asked for. */
  oneWayRefusedBy: Branch | undefined
  /** The country's minimum driver age when the search's driver is younger: said instead of an API refusal. */
  tooYoungUnder: number | undefined
  /** A truck search at a branch that rents no vans or trucks: named, with the nearest that do, before any offer is asked for. */
  noTrucksAt: Branch | undefined
}

/** What every step needs of a search: both branches, the country's rental rules and the offers, loaded in that order. */
export function useRentalContext(search: BookingSearchQuery): RentalContext {
  const { api } = usePhoenix()
  const branchLoad = useLoad((signal) => api.station({ id: search.branchId }, { signal }), [search.branchId])
  const returnLoad = useLoad(
    (signal) => (search.returnBranchId ? api.station({ id: search.returnBranchId }, { signal }) : waiting<Branch>()),
    [search.returnBranchId],
  )
  const branch = branchLoad.load.status === 'done' ? branchLoad.load.value : undefined
  const returnBranch = returnLoad.load.status === 'done' ? returnLoad.load.value : undefined
  const country = branch?.address.country
  const config = useLoad(
    (signal) => (country ? api.rentalConfiguration({ country }, { signal }) : waiting<RentalConfiguration>()),
    [country],
  )
  const currency = config.load.status === 'done' ? config.load.value.currency : undefined
  const past = search.pickupAt.slice(0, 10) < todayIso()
  const oneWayRefusedBy = search.returnBranchId ? [branch, returnBranch].find((candidate) => candidate?.oneWay === false) : undefined
  const returnReady = !search.returnBranchId || returnBranch !== undefined
  const minimumAge = config.load.status === 'done' ? config.load.value.minimumDriverAge : undefined
  const tooYoungUnder = minimumAge !== undefined && search.driverAge !== undefined && search.driverAge < minimumAge ? minimumAge : undefined
  const noTrucksAt = search.productLine === 'rent-truck' && branch && !rentsTrucks(branch) ? branch : undefined
  const ready = currency !== undefined && !past && !oneWayRefusedBy && returnReady && tooYoungUnder === undefined && !noTrucksAt
  const offers = useLoad(
    async (signal) => {
      if (!ready) return waiting<Offer[]>()
      const answer = await api.offers(
        {
          branchId: search.branchId,
          pickupDate: search.pickupAt,
          returnDate: search.returnAt,
          currency,
          ...(search.returnBranchId ? { returnBranchId: search.returnBranchId } : {}),
          ...(search.driverAge ? { driverAge: search.driverAge } : {}),
          ...(search.productLine ? { productLine: search.productLine } : {}),
        },
        { signal },
      )
      return answer.ok ? { ok: true, value: answer.value.offers } : answer
    },
    [ready, currency, search.branchId, search.pickupAt, search.returnAt, search.returnBranchId, search.driverAge, search.productLine],
  )
  const firstError = [branchLoad, returnLoad, config].find((entry) => entry.load.status === 'error')
  const failed: Load<never> | undefined =
    firstError?.load.status === 'error' ? { status: 'error', error: firstError.load.error as ApiError } : undefined
  return {
    branch,
    returnBranch,
    config: failed ?? config.load,
    offers: failed ?? offers.load,
    retry: () => {
      for (const entry of [branchLoad, returnLoad, config, offers]) if (entry.load.status === 'error') entry.retry()
    },
    past,
    oneWayRefusedBy,
    tooYoungUnder,
    noTrucksAt,
  }
}
