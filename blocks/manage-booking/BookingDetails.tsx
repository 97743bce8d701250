import { useEffect, useRef, useState, type ReactNode } from 'react'
import { formatLocalDateTime, formatPrice, usePageEnv, useTranslation } from '../../engine/sdk.ts'
import type { Reservation } from '../../features/web-api/index.ts'
import { BookingActions } from './BookingActions.tsx'
import { BookingPrice } from './BookingPrice.tsx'
import { CancelDialog } from './CancelDialog.tsx'
import { CancellationTerms } from './CancellationTerms.tsx'
import { ChangeBooking } from './ChangeBooking.tsx'
import { details } from './manageBookingStyles.ts'
import { PaymentFacts } from './PaymentFacts.tsx'
import { branchName, useBranches, type BranchLookup } from './useBranches.ts'

type Panel = 'none' | 'cancel' | 'change'
type Notice = 'cancelled' | 'changed' | undefined

interface Props {
  reservation: Reservation
  lastName: string
  /** A booking the API answered after a cancel or change; a new last name when the driver's changed. */
  onUpdated: (reservation: Reservation, lastName?: string) => void
  /** The booking changed elsewhere (409): read it again. */
  onReload: () => void
  onAnother: () => void
}

/** A branch's name with its address under it, or "…" while its lookup runs or after it failed (never its id). */
function BranchFact({ lookup }: { lookup: BranchLookup | undefined }) {
  if (typeof lookup !== 'object') return <span aria-busy={lookup === 'loading'}>{branchName(lookup)}</span>
  return (
    <>
      {lookup.name}
      <span className="address">{lookup.formattedAddress.join(', ')}</span>
    </>
  )
}

/**
 * Everything the confirmation shows of a booking (car, branches, dates, protection, extras, driver, payment, price,
 * cancellation terms, status), and what its driver can do with it: change, cancel, mail again, add to a calendar, print.
 */
export function BookingDetails({ reservation, lastName, onUpdated, onReload, onAnother }: Props) {
  const { t } = useTranslation()
  const env = usePageEnv()
  const [panel, setPanel] = useState<Panel>('none')
  const [notice, setNotice] = useState<Notice>()
  const heading = useRef<HTMLHeadingElement>(null)
  const opener = useRef<HTMLElement | null>(null)
  const branches = useBranches(reservation.returnBranchId ? [reservation.branchId, reservation.returnBranchId] : [reservation.branchId])
  const pickupBranch = branches[reservation.branchId]
  const returnBranch = reservation.returnBranchId ? branches[reservation.returnBranchId] : pickupBranch

  // biome-ignore lint/correctness/useExhaustiveDependencies: another reservation shown takes the focus to its heading
  useEffect(() => heading.current?.focus(), [reservation.reservationNumber])

  const open = (next: Panel) => {
    opener.current = document.activeElement as HTMLElement | null
    setNotice(undefined)
    setPanel(next)
  }
  const close = () => {
    const closing = panel
    setPanel('none')
    // Focus goes back to the button that opened the dialog or form (WAI-ARIA dialog pattern), found by its action: the
    // change form replaced the buttons, and Safari does not focus a clicked button.
    requestAnimationFrame(() => {
      const button = heading.current?.closest('section')?.querySelector<HTMLElement>(`[data-action="${closing}"]`)
      ;(button ?? (opener.current?.isConnected ? opener.current : heading.current))?.focus()
    })
  }
  const updated = (next: Reservation, kind: Notice, newLastName?: string) => {
    setPanel('none')
    setNotice(kind)
    onUpdated(next, newLastName)
    requestAnimationFrame(() => heading.current?.focus())
  }

  const cancelled = reservation.status === 'cancelled'
  const dateTime = (value: string) => <span dir="ltr">{formatLocalDateTime(value, env.formats)}</span>
  const money = (amount: Reservation['total']) => formatPrice(amount, env)
  const extras = reservation.breakdown?.extras ?? []
  const facts: [string, ReactNode][] = [
    [t('manageBooking.details.status'), t(`manageBooking.status.${reservation.status}`)],
    [t('manageBooking.details.car'), t('manageBooking.details.orSimilar', { name: reservation.modelName })],
    [t('manageBooking.details.branch'), <BranchFact key="pickup" lookup={pickupBranch} />],
    ...(reservation.returnBranchId
      ? [[t('manageBooking.details.returnBranch'), <BranchFact key="return" lookup={returnBranch} />] as [string, ReactNode]]
      : []),
    [t('manageBooking.details.pickup'), dateTime(reservation.pickupDate)],
    [t('manageBooking.details.return'), dateTime(reservation.returnDate)],
    ...(reservation.protection
      ? [[t('phoenix.protection.legend'), t(`phoenix.protection.${reservation.protection}.name`)] as [string, ReactNode]]
      : []),
    ...(reservation.breakdown
      ? [
          [
            t('phoenix.extras.legend'),
            extras.length === 0
              ? t('manageBooking.details.noExtras')
              : extras
                  .map((line) => t('phoenix.price.extra', { name: t(`phoenix.extras.${line.id}.name`), quantity: line.quantity }))
                  .join(', '),
          ] as [string, ReactNode],
        ]
      : []),
    ...(reservation.driver
      ? [
          [
            t('manageBooking.details.driver'),
            `${reservation.driver.firstName} ${reservation.driver.lastName}, ${reservation.driver.email}`,
          ] as [string, ReactNode],
        ]
      : []),
    [t('phoenix.payment.legend'), <PaymentFacts key="payment" reservation={reservation} />],
    ...(reservation.breakdown ? [] : [[t('manageBooking.details.total'), money(reservation.total)] as [string, ReactNode]]),
    ...(reservation.cancellation
      ? [
          [t('manageBooking.details.cancellationFee'), money(reservation.cancellation.fee)] as [string, ReactNode],
          [t('manageBooking.details.refund'), money(reservation.cancellation.refund)] as [string, ReactNode],
        ]
      : []),
  ]

  return (
    <section className={details} aria-labelledby="manage-booking-details" data-printable="">
      <h2 id="manage-booking-details" ref={heading} tabIndex={-1}>
        {t('manageBooking.details.heading', { number: reservation.reservationNumber })}
      </h2>
      <div role="status">
        {notice === 'cancelled' || (cancelled && notice === undefined) ? <p className="notice">{t('manageBooking.cancel.done')}</p> : null}
        {notice === 'cancelled' && reservation.cancellation && reservation.cancellation.refund.amount > 0 ? (
          <p className="notice">{t('manageBooking.cancel.refunded', { amount: money(reservation.cancellation.refund) })}</p>
        ) : null}
        {notice === 'changed' ? <p className="notice">{t('manageBooking.change.done')}</p> : null}
      </div>
      <dl className="facts">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd data-status={label === t('manageBooking.details.status') ? reservation.status : undefined}>{value}</dd>
          </div>
        ))}
      </dl>
      {reservation.breakdown ? <BookingPrice breakdown={reservation.breakdown} heading={t('phoenix.price.heading')} /> : null}
      {!cancelled && reservation.rate ? (
        <section className="terms-section" aria-labelledby="manage-booking-terms">
          <h3 id="manage-booking-terms">{t('manageBooking.terms.heading')}</h3>
          <CancellationTerms reservation={reservation} rate={reservation.rate} />
        </section>
      ) : null}
      {panel === 'change' && typeof pickupBranch === 'object' ? (
        <ChangeBooking
          reservation={reservation}
          lastName={lastName}
          branch={pickupBranch}
          onChanged={(next, newLastName) => updated(next, 'changed', newLastName)}
          onClose={close}
        />
      ) : (
        <BookingActions
          reservation={reservation}
          lastName={lastName}
          canChange={!cancelled && typeof pickupBranch === 'object'}
          onChange={() => open('change')}
          onCancel={() => open('cancel')}
          onAnother={onAnother}
          branches={[pickupBranch, returnBranch]}
        />
      )}
      {panel === 'cancel' ? (
        <CancelDialog
          reservation={reservation}
          lastName={lastName}
          rateFeeDays={reservation.rate?.lateCancellationFeeDays ?? 0}
          onCancelled={(next) => updated(next, 'cancelled')}
          onConflict={() => {
            setPanel('none')
            onReload()
          }}
          onClose={close}
        />
      ) : null}
    </section>
  )
}
