import { useTranslation } from '../../../engine/appSdk.ts'
import type { RouteNotice } from './funnelRoute.ts'

/** Why the visitor sees another step than the address asked for (an edited address, an offer gone, past dates). */
export function FunnelNotice({ notice }: { notice: RouteNotice | undefined }) {
  const { t } = useTranslation()
  return (
    <div role="status" aria-live="polite">
      {notice && <p className="phx-info">{t(`phoenix.notices.${notice}`)}</p>}
    </div>
  )
}
