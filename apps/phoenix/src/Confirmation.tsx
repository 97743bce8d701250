import { useEffect, useMemo, useRef, type ReactNode } from 'react'
import { type Result, useLoad } from '../../../engine/appSdk.ts'
import { cancellationTerms, cancellationTermsText, cardBrandName } from '../../../features/pricing/index.ts'
import type { Reservation } from '../../../features/web-api/index.ts'
import { useTranslation } from '../../../engine/appSdk.ts'
import { rememberedLastName, sessionStore } from './funnelDraft.ts'
import { LoadError } from './LoadError.tsx'
import { usePhoenix } from './PhoenixContext.tsx'
import { PriceSummary } from './PriceSummary.tsx'

/**
 * Step 4: the reservation number and what was booked. After a reload the booking is read again from the API
 * with the last name this tab booked it with; without one (another tab, an old link) the visitor is sent to manage booking.
 */
export function Confirmation({
  reservationNumber,
  created,
  onNewSearch,
}: {
  reservationNumber: string
  created: Reservation | undefined
  /** "New search": the booked journey gives way to a fresh one (funnelDraft.ts startNewSearch). */
  onNewSearch?: () => void
}) {
  const { t } = useTranslation()
  const { api, host } = usePhoenix()
  const lastName = useMemo(() => rememberedLastName(sessionStore(), reservationNumber), [reservationNumber])
  const read = useLoad(
    (signal): Promise<Result<Reservation>> =>
      created
        ? Promise.resolve({ ok: true, value: created })
        : lastName
          ? api.reservation({ reservationNumber, lastName }, { signal })
          : Promise.resolve({ ok: false, error: { kind: 'http', status: 404, path: '', message: 'not booked in this tab' } }),
    [reservationNumber, created, lastName],
  )
  if (read.load.status === 'loading')
    return (
      <p className="phx-loading" role="status">
        {t('phoenix.loadingStep')}
      </p>
    )
  if (read.load.status === 'error') {
    const unknown = read.load.error.kind === 'http' && read.load.error.status === 404
    return unknown ? (
      <div className="phx-notice" role="alert">
        <p>{t('phoenix.notices.reservationUnknown', { number: reservationNumber })}</p>
        {host.links.manageBooking && (
          <a className="phx-button phx-secondary" href={host.links.manageBooking}>
            {t('phoenix.confirmation.manage')}
          </a>
        )}
      </div>
    ) : (
      <LoadError error={read.load.error} text={t('phoenix.errors.reservationRead')} onRetry={read.retry} />
    )
  }
  return <ConfirmationDetails reservation={read.load.value} onNewSearch={onNewSearch} />
}

function ConfirmationDetails({ reservation, onNewSearch }: { reservation: Reservation; onNewSearch?: () => void }) {
  const { t } = useTranslation()
  const { api, format, host } = usePhoenix()
  /** What was paid and how, what is due at pickup besides the deposit, and the booked rate's cancellation terms. */
  function paymentRows(booked: Reservation): [string, ReactNode][] {
    const { paid, breakdown } = booked
    const deposit = breakdown ? format.money(breakdown.deposit) : undefined
    const due = paid ? paid.dueAtPickup : booked.total
    const rows: [string, ReactNode][] = [
      [
        t('phoenix.confirmation.paid'),
        paid
          ? paid.method
            ? t('phoenix.confirmation.paidWith', {
                amount: format.money(paid.amount),
                brand: cardBrandName(paid.method.brand),
                last4: paid.method.last4,
              })
            : format.money(paid.amount)
          : t('phoenix.confirmation.nothingPaid'),
      ],
      [
        t('phoenix.confirmation.dueAtPickup'),
        deposit ? t('phoenix.confirmation.dueAtPickupValue', { amount: format.money(due), deposit }) : format.money(due),
      ],
    ]
    if (booked.rate && breakdown) {
      const terms = cancellationTerms(booked.rate, { pickupDate: booked.pickupDate, total: booked.total, days: breakdown.days })
      rows.push([
        t('phoenix.rates.termsHeading'),
        <ul className="phx-terms-list" key="terms" data-testid="confirmation-terms">
          {cancellationTermsText(t, 'phoenix.rates', format, terms, Boolean(paid)).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>,
      ])
    }
    return rows
  }
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  const branches = useLoad(
    async (signal) => {
      const ids = [reservation.branchId, ...(reservation.returnBranchId ? [reservation.returnBranchId] : [])]
      const found = await Promise.all(ids.map((id) => api.station({ id }, { signal })))
      // A branch the lookup could not name shows "…", never its internal id ("de-muc-airport").
      return { ok: true as const, value: found.map((answer) => (answer.ok ? answer.value.name : '…')) }
    },
    [reservation.branchId, reservation.returnBranchId],
  )
  const names = branches.load.status === 'done' ? branches.load.value : ['…', '…']
  // Dates and times are digits and separators: written left to right even on a right-to-left page.
  const rows: [string, ReactNode][] = [
    [t('phoenix.confirmation.car'), t('phoenix.orSimilar', { name: reservation.modelName })],
    [t('phoenix.summary.branch'), names[0] ?? '…'],
    ...(reservation.returnBranchId ? [[t('phoenix.summary.returnBranch'), names[1] ?? '…'] as [string, ReactNode]] : []),
    // biome-ignore lint/correctness/useJsxKeyInIterable: a row's value, not a list child: each one is rendered alone in its <dd>
    [t('phoenix.summary.pickup'), <span dir="ltr">{format.dateTime(reservation.pickupDate)}</span>],
    // biome-ignore lint/correctness/useJsxKeyInIterable: a row's value, not a list child: each one is rendered alone in its <dd>
    [t('phoenix.summary.return'), <span dir="ltr">{format.dateTime(reservation.returnDate)}</span>],
    ...(reservation.protection
      ? [[t('phoenix.protection.legend'), t(`phoenix.protection.${reservation.protection}.name`)] as [string, ReactNode]]
      : []),
    ...(reservation.payment
      ? [[t('phoenix.payment.legend'), t(`phoenix.payment.${reservation.payment}.name`)] as [string, ReactNode]]
      : []),
    ...paymentRows(reservation),
  ]
  return (
    <section className="phx-confirmation" aria-labelledby="phx-confirmation-heading">
      <h1 id="phx-confirmation-heading" ref={heading} tabIndex={-1}>
        {t('phoenix.confirmation.heading')}
      </h1>
      <p>{t('phoenix.confirmation.text')}</p>
      <dl>
        <div>
          <dt>{t('phoenix.confirmation.number')}</dt>
          <dd data-testid="reservation-number">{reservation.reservationNumber}</dd>
        </div>
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd data-testid={label === t('phoenix.confirmation.paid') ? 'confirmation-paid' : undefined}>{value}</dd>
          </div>
        ))}
        {!reservation.breakdown && (
          <div>
            <dt>{t('phoenix.confirmation.total')}</dt>
            <dd>{format.money(reservation.total)}</dd>
          </div>
        )}
      </dl>
      {reservation.breakdown && <PriceSummary breakdown={reservation.breakdown} />}
      <div className="phx-actions phx-actions-center">
        {host.links.manageBooking && (
          <a className="phx-button phx-secondary" href={host.links.manageBooking}>
            {t('phoenix.confirmation.manage')}
          </a>
        )}
        <a className="phx-button" href={host.links.start} onClick={onNewSearch}>
          {t('phoenix.confirmation.newSearch')}
        </a>
      </div>
    </section>
  )
}
