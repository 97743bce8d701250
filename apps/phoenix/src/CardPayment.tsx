import { useEffect, useRef } from 'react'
import { useTranslation } from '../../../engine/appSdk.ts'
import { type PaymentEvent, standInDropIn } from '../../../features/payments/index.ts'
import type { PaymentSession } from '../../../features/web-api/index.ts'
import { usePhoenix } from './PhoenixContext.tsx'

/**
 * The card step of pay now: the provider's card form in its own frame (features/payments: the stand-in's drop-in;
 * a real provider's would go here), the amount it will charge, and what the provider last said. The card number is
 * typed into the provider's page, never this one.
 */
export function CardPayment({
  session,
  status,
  onEvent,
}: {
  session: PaymentSession
  status: 'ready' | 'submitted' | 'challenge' | 'authorised'
  onEvent: (event: PaymentEvent) => void
}) {
  const { t } = useTranslation()
  const { format } = usePhoenix()
  const frame = useRef<HTMLDivElement>(null)
  const heading = useRef<HTMLHeadingElement>(null)
  // The latest callback and title without mounting the frame again: a new frame would drop what the visitor typed.
  const handler = useRef(onEvent)
  handler.current = onEvent
  const title = useRef(t('phoenix.pay.frameTitle'))
  useEffect(() => heading.current?.focus(), [])
  useEffect(() => {
    if (!frame.current) return
    return standInDropIn.mount(frame.current, session, (event) => handler.current(event), { title: title.current })
  }, [session])
  const progress =
    status === 'submitted'
      ? t('phoenix.pay.checking')
      : status === 'challenge'
        ? t('phoenix.pay.challenge')
        : status === 'authorised'
          ? t('phoenix.pay.authorised')
          : ''
  return (
    <section className="phx-pay" aria-labelledby="phx-pay-heading" data-testid="card-payment">
      <h2 id="phx-pay-heading" ref={heading} tabIndex={-1}>
        {t('phoenix.pay.heading')}
      </h2>
      <p>{t('phoenix.pay.intro', { amount: format.money(session.amount) })}</p>
      <p className="phx-pay-status" role="status">
        {progress}
      </p>
      <div ref={frame} />
    </section>
  )
}
