import { useEffect, useState } from 'react'
import { clearAccountHint, setAccountHint, useLoad } from '../../../engine/appSdk.ts'
import type { User } from '../../../features/web-api/index.ts'
import { useTranslation } from '../../../engine/appSdk.ts'
import { AccountArea } from './AccountArea.tsx'
import { ActionError } from './ActionError.tsx'
import { CheckInbox } from './CheckInbox.tsx'
import { LoginForm, type Screen } from './LoginForm.tsx'
import { type MailLink, mailLinkOfHash } from './mailLinkOfHash.ts'
import { useMysixt } from './MysixtContext.tsx'
import { NewPasswordForm } from './NewPasswordForm.tsx'
import { PasswordResetForm } from './PasswordResetForm.tsx'
import { SignUpForm } from './SignUpForm.tsx'
import { SocialReturn } from './SocialReturn.tsx'
import { type SocialReturn as Returned, socialReturnOfUrl, withoutSocialReturn } from './socialReturnOfUrl.ts'
import { onUserChanged } from './userChanged.ts'
import { useHashRoute } from './useHashRoute.ts'
import { VerifyEmail } from './VerifyEmail.tsx'

/** The web API's session lasts 8 hours (api/model/sessions.ts): the header's logged-in hint lives as long. */
const SESSION_HOURS = 8

/** The header (every page) says "My account" from a hint this app keeps in step with the session it sees. */
function loggedIn(user: User): User {
  setAccountHint(SESSION_HOURS * 60 * 60)
  return user
}

type Shown = { name: Screen | 'verify' | 'newPassword' | 'social'; email: string; notice?: string; token?: string; social?: Returned }

const screenOfLink = (link: MailLink): Shown => ({ name: link.kind === 'verify' ? 'verify' : 'newPassword', email: '', token: link.token })

/**
 * The account app: it asks the API who is logged in (GET /v2/users/me with the session cookie). A visitor
 * without a session gets the login screen, with sign-up and password reset beside it; the hash route they
 * came for (#/bookings…) stays in the address, so the area opens on it after login. A mail's link
 * (#/verify/<token>, #/password/<token>) opens its own screen, session or not.
 */
export function MysixtApp() {
  const { t } = useTranslation()
  const { api } = useMysixt()
  const session = useLoad((signal) => api.me({ signal }), [])
  const [user, setUser] = useState<User | null>()
  // The account the visitor verified here: a session read before the verification landed still says "unverified".
  const [verified, setVerified] = useState<User>()
  const [screen, setScreen] = useState<Shown>(() => {
    const link = mailLinkOfHash(window.location.hash)
    if (link) return screenOfLink(link)
    // Back from the identity provider of a social login (?code&state or ?error&state): its screen, session or not.
    const social = socialReturnOfUrl(window.location.search)
    return social ? { name: 'social', email: '', social } : { name: 'login', email: '' }
  })
  // What the area says on arrival after a social login ("You are logged in with Example ID.").
  const [welcome, setWelcome] = useState<string>()
  // A mail link opened in a tab where the app already runs changes only the hash: it opens its screen all the same.
  const hash = useHashRoute()
  useEffect(() => {
    const link = mailLinkOfHash(hash)
    if (link) setScreen((current) => (current.token === link.token ? current : screenOfLink(link)))
  }, [hash])

  useEffect(() => {
    if (session.load.status === 'done') setUser(loggedIn(session.load.value))
    // 401 is the answer for "nobody logged in", not a failure.
    if (session.load.status === 'error' && session.load.error.kind === 'http' && session.load.error.status === 401) {
      // A social login that finished before this answer arrived has logged the visitor in meanwhile: it stays.
      setUser((current) => {
        if (current) return current
        clearAccountHint()
        return null
      })
    }
  }, [session.load])

  // Logged out from the header's logout on this page: the area gives way to the login screen.
  useEffect(() => {
    const loggedOut = () => {
      setUser(null)
      setVerified(undefined)
      setScreen({ name: 'login', email: '', notice: t('mysixt.loggedOut') })
    }
    window.addEventListener('site:logout', loggedOut)
    return () => window.removeEventListener('site:logout', loggedOut)
  }, [t])

  // A tab that changed the account (Profiles) hands on the account as saved: the greeting follows the new name.
  useEffect(() => onUserChanged((account) => setUser((current) => (current ? account : current))), [])

  // The provider's code and state are read once, then leave the address (history, bookmarks, a Referer).
  useEffect(() => {
    if (screen.social) window.history.replaceState(window.history.state, '', withoutSocialReturn(window.location.href))
  }, [screen.social])

  // A token in the address would stay in the history, in bookmarks and in screenshots: it is read once, then removed.
  useEffect(() => {
    if (screen.token !== undefined && mailLinkOfHash(window.location.hash))
      window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search)
  }, [screen.token])

  const go = (name: Screen, email: string, notice?: string) => {
    setScreen({ name, email, notice })
    window.scrollTo({ top: 0 })
  }

  if (screen.name === 'verify' && screen.token !== undefined)
    return (
      <VerifyEmail
        key={screen.token}
        token={screen.token}
        onScreen={go}
        onVerified={(account) => {
          setVerified(account)
          go('login', account.email, t('mysixt.verify.done'))
        }}
      />
    )
  if (screen.name === 'newPassword' && screen.token !== undefined)
    return (
      <NewPasswordForm
        key={screen.token}
        token={screen.token}
        onScreen={go}
        onChanged={() => {
          // Every session of the account ended, this browser's too.
          clearAccountHint()
          setUser(null)
          go('login', '', t('mysixt.newPassword.changed'))
        }}
      />
    )
  if (screen.name === 'social' && screen.social)
    return (
      <SocialReturn
        returned={screen.social}
        onScreen={go}
        onLoggedIn={(account, provider) => {
          setUser(loggedIn(account))
          setWelcome(provider ? t('mysixt.social.signedIn', { provider }) : undefined)
          setScreen({ name: 'login', email: '' })
        }}
      />
    )
  // Asked for from an expired link, the reset form opens even for a visitor who is logged in.
  if (screen.name === 'reset') return <PasswordResetForm initialEmail={screen.email} onScreen={go} />

  if (user) {
    const justVerified = verified?.id === user.id
    return (
      <AccountArea
        user={justVerified ? { ...user, emailVerified: true } : user}
        notice={justVerified ? t('mysixt.verify.done') : welcome}
        onLoggedOut={() => {
          clearAccountHint()
          setUser(null)
          setVerified(undefined)
          setWelcome(undefined)
          go('login', '', t('mysixt.loggedOut'))
        }}
      />
    )
  }
  if (user === undefined && session.load.status === 'error') return <ActionError error={session.load.error} onRetry={session.retry} />
  if (user === undefined)
    return (
      <p className="msx-loading" role="status">
        {t('mysixt.checkingSession')}
      </p>
    )
  if (screen.name === 'signUp') return <SignUpForm initialEmail={screen.email} onScreen={go} onSent={(email) => go('checkInbox', email)} />
  if (screen.name === 'checkInbox') return <CheckInbox email={screen.email} onScreen={go} />
  return (
    <LoginForm
      key={screen.notice ?? 'login'}
      initialEmail={screen.email}
      notice={screen.notice}
      onScreen={go}
      onLoggedIn={(account) => setUser(loggedIn(account))}
    />
  )
}
