import type { SocialProvider, SocialStart } from '../../../features/web-api/index.ts'
import { useLoad, useTranslation } from '../../../engine/appSdk.ts'
import { ActionError } from './ActionError.tsx'
import { useMysixt } from './MysixtContext.tsx'
import { rememberSocialProvider } from './socialProviderName.ts'
import { useAction } from './useAction.ts'

/**
 * Social login buttons where the market sets enableSocialLogin (SPEC §6), one per identity provider the API offers
 * (GET /v1/auth/social/providers; the names are the API's configuration). A button starts the login
 * (POST /v1/auth/social/start) and opens the provider's page, which sends the visitor back to this page. Providers
 * that cannot be loaded show no buttons: the email login stays.
 */
export function SocialLogin() {
  const { t } = useTranslation()
  const { api, host } = useMysixt()
  const providers = useLoad((signal) => api.socialProviders({ signal }), [])
  const start = useAction<SocialStart>()
  if (providers.load.status !== 'done' || providers.load.value.length === 0) return null

  const go = async (provider: SocialProvider) => {
    rememberSocialProvider(provider.name)
    const started = await start.run(() =>
      api.startSocialLogin({ provider: provider.id, returnPath: window.location.pathname, locale: host.locale }),
    )
    if (started) window.location.assign(started.authorizeUrl)
  }

  return (
    <div className="msx-social" data-social-login>
      <h2>{t('mysixt.social.heading')}</h2>
      <div className="msx-social-buttons">
        {providers.load.value.map((provider) => (
          <button
            key={provider.id}
            type="button"
            className="msx-button msx-secondary"
            data-provider={provider.id}
            disabled={start.sending}
            aria-busy={start.sending || undefined}
            onClick={() => void go(provider)}
          >
            {t('mysixt.social.continueWith', { provider: provider.name })}
          </button>
        ))}
      </div>
      {start.failure && <ActionError error={start.failure} />}
    </div>
  )
}
