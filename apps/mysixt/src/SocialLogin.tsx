import { useState } from 'react'
import { useTranslation } from '../../../engine/appSdk.ts'

/**
 * Fictitious providers (SPEC §3 enableSocialLogin, true in every market, §6): they show where social login goes
 * and say plainly that they sign nobody in.
 */
const PROVIDERS = ['exampleId', 'sampleSocial'] as const

/** Social login buttons where the market sets enableSocialLogin (SPEC §3, §6). */
export function SocialLogin() {
  const { t } = useTranslation()
  const [chosen, setChosen] = useState<string>()
  return (
    <div className="msx-social" data-social-login>
      <h2>{t('mysixt.social.heading')}</h2>
      <p className="msx-hint">{t('mysixt.social.fictitious')}</p>
      <div className="msx-social-buttons">
        {PROVIDERS.map((provider) => (
          <button key={provider} type="button" className="msx-button msx-secondary" onClick={() => setChosen(provider)}>
            {t('mysixt.social.continueWith', { provider: t(`mysixt.social.providers.${provider}`) })}
          </button>
        ))}
      </div>
      <p role="status" className="msx-hint">
        {chosen ? t('mysixt.social.demo', { provider: t(`mysixt.social.providers.${chosen}`) }) : ''}
      </p>
    </div>
  )
}
