import { useTranslation } from '../../../engine/appSdk.ts'
import type { ApiError } from '../../../engine/appSdk.ts'

/**
 * A failed account call in words, announced (role="alert"), with a retry where trying again can help. What the
 * visitor typed stays in the form. `known` maps http statuses the screen explains itself to their text keys.
 */
export function ActionError({ error, known = {}, onRetry }: { error: ApiError; known?: Record<number, string>; onRetry?: () => void }) {
  const { t } = useTranslation()
  const knownKey = error.kind === 'http' && error.status !== undefined ? known[error.status] : undefined
  const text = knownKey ? t(knownKey) : error.kind === 'timeout' ? t('mysixt.errors.slow') : t('mysixt.errors.unavailable')
  return (
    <div className="msx-notice" role="alert" data-action-error={error.kind === 'http' ? error.status : error.kind}>
      <p>{text}</p>
      {onRetry && !knownKey && (
        <button type="button" className="msx-button msx-secondary" onClick={onRetry}>
          {t('mysixt.retry')}
        </button>
      )}
    </div>
  )
}
