import { useEffect, useRef } from 'react'
import { useTranslation } from '../../../engine/appSdk.ts'
import type { Screen } from './LoginForm.tsx'

/**
 * A mail link the API refused (400 "invalidToken": unknown, used or expired), said in words (role="alert") with the
 * way to a new one: the password-reset form, whose mail also verifies the email.
 */
export function ExpiredLink({ text, onScreen }: { text: string; onScreen: (screen: Screen, email: string) => void }) {
  const { t } = useTranslation()
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  return (
    <section className="msx-panel" aria-labelledby="msx-expired-heading" data-screen="expired-link">
      <h1 id="msx-expired-heading" ref={heading} tabIndex={-1}>
        {t('mysixt.link.expiredHeading')}
      </h1>
      <div className="msx-notice" role="alert">
        <p>{text}</p>
      </div>
      <p className="msx-actions">
        <button type="button" className="msx-button" onClick={() => onScreen('reset', '')}>
          {t('mysixt.link.requestNew')}
        </button>
      </p>
      <p className="msx-links">
        <button type="button" className="msx-link" onClick={() => onScreen('login', '')}>
          {t('mysixt.reset.back')}
        </button>
      </p>
    </section>
  )
}
