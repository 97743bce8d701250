import { useEffect, useRef } from 'react'
import { useTranslation } from '../../../engine/appSdk.ts'
import type { Screen } from './LoginForm.tsx'
import { VERIFICATION_LINK_HOURS } from './mailLinkOfHash.ts'

/**
 * After sign-up (202 "verificationSent"): the visitor is told where the link went and how long it works. It claims
 * no account was made: the API answers the same for an email that already has one (its owner gets another mail).
 */
export function CheckInbox({ email, onScreen }: { email: string; onScreen: (screen: Screen, email: string) => void }) {
  const { t } = useTranslation()
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  return (
    <section className="msx-panel" aria-labelledby="msx-inbox-heading" data-screen="check-inbox">
      <h1 id="msx-inbox-heading" ref={heading} tabIndex={-1}>
        {t('mysixt.checkInbox.heading')}
      </h1>
      <p className="msx-success" role="status">
        {t('mysixt.checkInbox.sent', { email, hours: VERIFICATION_LINK_HOURS })}
      </p>
      <p>{t('mysixt.checkInbox.noMail')}</p>
      <p className="msx-links">
        <button type="button" className="msx-link" onClick={() => onScreen('login', email)}>
          {t('mysixt.reset.back')}
        </button>
      </p>
    </section>
  )
}
