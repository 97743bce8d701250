import { Suspense, useEffect, useMemo, useState } from 'react'
import { type BookingQuery, bookingQueryString, type BookingSearchQuery } from '../../../features/booking-query/index.ts'
import { DEFAULT_DRIVER_AGE, priceBreakdown } from '../../../features/pricing/index.ts'
import type { PaymentChoice, Reservation } from '../../../features/web-api/index.ts'
import { useTranslation } from '../../../engine/appSdk.ts'
import { LoadError } from './LoadError.tsx'
import { loadDraft, rememberReservation, saveDraft, sessionStore, startNewSearch, type FunnelDraft } from './funnelDraft.ts'
import { FunnelNotice } from './FunnelNotice.tsx'
import { routeHash } from './funnelRoute.ts'
import { OffersStep } from './OffersStep.tsx'
import { StepIndicator } from './StepIndicator.tsx'
import { useFunnelRoute } from './useFunnelRoute.ts'
import { useRentalContext } from './useRentalContext.ts'
import { preloadStep, useStepChunks } from './useStepChunks.ts'

/** The steps of a search, each at its own address (funnelRoute.ts); the visitor's input survives a reload (funnelDraft.ts). */
export function BookingFlow({ search, category }: { search: BookingSearchQuery; category: BookingQuery['category'] }) {
  const { t } = useTranslation()
  const { route, notice, go, redirect } = useFunnelRoute()
  const store = useMemo(sessionStore, [])
  const searchKey = useMemo(() => bookingQueryString(search), [search])
  const [draft, setDraftState] = useState<FunnelDraft>(() => loadDraft(store, searchKey))
  const [created, setCreated] = useState<Reservation>()
  const rental = useRentalContext(search)
  const setDraft = (change: Partial<FunnelDraft>) =>
    setDraftState((current) => {
      const next = { ...current, ...change }
      saveDraft(store, searchKey, next)
      return next
    })
  const { ExtrasStep, ReservationStep, Confirmation } = useStepChunks()
  // Each step fetches the next one's code while the visitor fills it in.
  useEffect(() => {
    if (route?.step === 'extras') preloadStep('driver')
    if (route?.step === 'driver') preloadStep('confirmation')
  }, [route?.step])

  const offers = rental.offers.status === 'done' ? rental.offers.value : undefined
  const offerId = route?.step === 'extras' ? route.offerId : route?.step === 'driver' ? draft.offerId : undefined
  const offer = offers?.find((candidate) => candidate.id === offerId)

  // One booking per intention: once this search's draft is booked, every step of it (Back from the confirmation, an old
  // address, a reload) is its confirmation, never a filled form that books again. A new booking starts from "new search".
  const booked = draft.booked
  // An address that names no step, an offer that is not (or no longer) offered, or past dates: the nearest valid step, saying why.
  useEffect(() => {
    if (booked && route?.step !== 'confirmation') {
      const confirmation = { step: 'confirmation', reservationNumber: booked.reservationNumber } as const
      // Just booked: the address already names the confirmation and its hashchange is on its way; no notice for that.
      return window.location.hash === routeHash(confirmation) ? undefined : redirect(confirmation, 'alreadyBooked')
    }
    if (!route) return redirect({ step: 'offers' }, 'unknownStep')
    if (route.step !== 'extras' && route.step !== 'driver') return
    if (rental.past) return redirect({ step: 'offers' }, 'pastDates')
    if (!offerId) return redirect({ step: 'offers' }, 'offerMissing')
    if (offers && !offer) redirect({ step: 'offers' }, 'offerMissing')
  }, [booked, route, offers, offer, offerId, rental.past, redirect])
  // biome-ignore lint/correctness/useExhaustiveDependencies: follows the URL only; a draft the visitor changes on the page must not be reset to the URL's offer
  useEffect(() => {
    if (route?.step === 'extras' && route.offerId !== draft.offerId) setDraft({ offerId: route.offerId })
  }, [route])

  const config = rental.config.status === 'done' ? rental.config.value : undefined
  // The price at each rate: the driver step shows both, every step the one chosen (pay now costs its discount less).
  const breakdownAt = (payment: PaymentChoice) =>
    offer && config && rental.branch
      ? priceBreakdown(
          offer,
          config,
          {
            protection: draft.protection,
            extras: draft.extras,
            driverAge: search.driverAge ?? DEFAULT_DRIVER_AGE,
            oneWay: Boolean(search.returnBranchId),
            promo: search.promo,
            payment,
          },
          rental.branch.type,
        )
      : undefined
  const breakdown = breakdownAt(draft.payment)
  // On the extras and driver steps the offers are needed too: a failed load says so with a retry, never an endless "Loading".
  const loading =
    rental.offers.status === 'error' ? (
      <LoadError error={rental.offers.error} text={t('phoenix.errors.offers')} onRetry={rental.retry} />
    ) : (
      <p className="phx-loading" role="status">
        {t('phoenix.loadingStep')}
      </p>
    )

  // The confirmation even before the address says so (the redirect above replaces it): a booked draft never shows its form.
  const confirmationOf = route?.step === 'confirmation' ? route.reservationNumber : booked?.reservationNumber
  if (confirmationOf) {
    return (
      <>
        <StepIndicator current="confirmation" />
        <FunnelNotice notice={notice} />
        <Suspense fallback={loading}>
          <Confirmation
            reservationNumber={confirmationOf}
            created={created?.reservationNumber === confirmationOf ? created : undefined}
            onNewSearch={() => startNewSearch(store, searchKey)}
          />
        </Suspense>
      </>
    )
  }
  if (!route) return loading
  return (
    <>
      <StepIndicator current={route.step} />
      <FunnelNotice notice={notice} />
      {route.step === 'offers' && (
        <OffersStep
          search={search}
          rental={rental}
          initialCategory={category}
          onChoose={(chosen) => go({ step: 'extras', offerId: chosen.id })}
        />
      )}
      {route.step === 'extras' &&
        (offer && config && breakdown ? (
          <Suspense fallback={loading}>
            <ExtrasStep
              offer={offer}
              config={config}
              draft={draft}
              onChange={setDraft}
              breakdown={breakdown}
              onBack={() => go({ step: 'offers' })}
              onNext={() => go({ step: 'driver' })}
            />
          </Suspense>
        ) : (
          loading
        ))}
      {route.step === 'driver' &&
        (offer && breakdown ? (
          <Suspense fallback={loading}>
            <ReservationStep
              search={search}
              offer={offer}
              currency={config!.currency}
              config={config!}
              breakdownAt={(payment) => breakdownAt(payment)!}
              draft={draft}
              onChange={setDraft}
              breakdown={breakdown}
              onBack={() => go({ step: 'extras', offerId: offer.id })}
              onReserved={(reservation) => {
                rememberReservation(store, reservation.reservationNumber, draft.driver.lastName.trim())
                setDraft({ booked: { reservationNumber: reservation.reservationNumber } })
                setCreated(reservation)
                go({ step: 'confirmation', reservationNumber: reservation.reservationNumber })
              }}
            />
          </Suspense>
        ) : (
          loading
        ))}
    </>
  )
}
