import { useTranslation } from '../../../engine/appSdk.ts'
import type { ApiError } from '../../../engine/appSdk.ts'

/** An API error in words: a refused search says so; anything else offers a retry. */
export function LoadError({ error, text, onRetry }: { error: ApiError; text: string; onRetry: () => void }) {
  const { t } = useTranslation()
  const refused = error.kind === 'http' && error.status === 400
  return (
    <div className="phx-notice" role="alert">
      <p>{refused ? t('phoenix.errors.refused') : text}</p>
      {error.kind === 'timeout' && <p>{t('phoenix.errors.slow')}</p>}
      {!refused && (
        <button type="button" className="phx-button phx-secondary" onClick={onRetry}>
          {t('phoenix.retry')}
        </button>
      )}
    </div>
  )
}
