import type { User } from '../../../features/web-api/index.ts'
import { useTranslation } from '../../../engine/appSdk.ts'

/** Until the sign-up mail's link is opened the API lists no bookings (issue 24); this says why, and where the link went. */
export function UnverifiedNotice({ user }: { user: User }) {
  const { t } = useTranslation()
  return (
    <p className="msx-info" data-unverified>
      {t('mysixt.area.unverified', { email: user.email })}
    </p>
  )
}
