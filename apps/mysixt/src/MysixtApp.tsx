import { useEffect, useState } from 'react'
import { useLoad } from '../../../engine/appSdk.ts'
import type { User } from '../../../features/web-api/index.ts'
import { useTranslation } from '../../../engine/appSdk.ts'
import { AccountArea } from './AccountArea.tsx'
import { ActionError } from './ActionError.tsx'
import { LoginForm, type Screen } from './LoginForm.tsx'
import { useMysixt } from './MysixtContext.tsx'
import { PasswordResetForm } from './PasswordResetForm.tsx'
import { SignUpForm } from './SignUpForm.tsx'

/**
 * The account app: it asks the API who is logged in (GET /v2/users/me with the session cookie). A visitor
 * without a session gets the login screen, with sign-up and password reset beside it; the hash route they
 * came for (#/bookings…) stays in the address, so the area opens on it after login.
 */
export function MysixtApp() {
  const { t } = useTranslation()
  const { api } = useMysixt()
  const session = useLoad((signal) => api.me({ signal }), [])
  const [user, setUser] = useState<User | null>()
  const [screen, setScreen] = useState<{ name: Screen; email: string; notice?: string }>({ name: 'login', email: '' })

  useEffect(() => {
    if (session.load.status === 'done') setUser(session.load.value)
    // 401 is the answer for "nobody logged in", not a failure.
    if (session.load.status === 'error' && session.load.error.kind === 'http' && session.load.error.status === 401) setUser(null)
  }, [session.load])

  const go = (name: Screen, email: string, notice?: string) => {
    setScreen({ name, email, notice })
    window.scrollTo({ top: 0 })
  }

  if (user)
    return (
      <AccountArea
        user={user}
        onLoggedOut={() => {
          setUser(null)
          go('login', '', t('mysixt.loggedOut'))
        }}
      />
    )
  if (user === undefined && session.load.status === 'error') return <ActionError error={session.load.error} onRetry={session.retry} />
  if (user === undefined)
    return (
      <p className="msx-loading" role="status">
        {t('mysixt.checkingSession')}
      </p>
    )
  if (screen.name === 'signUp')
    return <SignUpForm initialEmail={screen.email} onScreen={go} onCreated={(email) => go('login', email, t('mysixt.signUp.created'))} />
  if (screen.name === 'reset') return <PasswordResetForm initialEmail={screen.email} onScreen={go} />
  return <LoginForm key={screen.notice ?? 'login'} initialEmail={screen.email} notice={screen.notice} onScreen={go} onLoggedIn={setUser} />
}
