import { useEffect, useRef } from 'react'
import type { User } from '../../../features/web-api/index.ts'
import { useTranslation } from '../../../engine/appSdk.ts'
import { ActionError } from './ActionError.tsx'
import { ExpiredLink } from './ExpiredLink.tsx'
import type { Screen } from './LoginForm.tsx'
import { useMysixt } from './MysixtContext.tsx'
import { useAction } from './useAction.ts'
import { isInvalidToken } from './isInvalidToken.ts'

/**
 * `#/verify/<token>` from the sign-up mail: posts the token once (POST /v2/users/verification) and hands the verified
 * user on; a refused token says so and leads to a new link.
 */
export function VerifyEmail({
  token,
  onVerified,
  onScreen,
}: {
  token: string
  onVerified: (user: User) => void
  onScreen: (screen: Screen, email: string) => void
}) {
  const { t } = useTranslation()
  const { api } = useMysixt()
  const action = useAction<User>()
  const heading = useRef<HTMLHeadingElement>(null)
  // A token works once: React's strict mode runs effects twice, and a second post would find it used.
  const posted = useRef(false)

  const verify = async () => {
    const user = await action.run(() => api.verifyEmail({ token }))
    if (user) onVerified(user)
  }
  // biome-ignore lint/correctness/useExhaustiveDependencies: posts once when the screen opens; the token does not change while it is open
  useEffect(() => {
    heading.current?.focus()
    if (posted.current) return
    posted.current = true
    void verify()
  }, [])

  if (isInvalidToken(action.failure)) return <ExpiredLink text={t('mysixt.verify.expired')} onScreen={onScreen} />
  return (
    <section className="msx-panel" aria-labelledby="msx-verify-heading" data-screen="verify">
      <h1 id="msx-verify-heading" ref={heading} tabIndex={-1}>
        {t('mysixt.verify.heading')}
      </h1>
      {action.failure ? (
        <ActionError error={action.failure} onRetry={() => void verify()} />
      ) : (
        <p className="msx-loading" role="status">
          {t('mysixt.verify.checking')}
        </p>
      )}
    </section>
  )
}
