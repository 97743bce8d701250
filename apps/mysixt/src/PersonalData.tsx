import type { User } from '../../../features/web-api/index.ts'
import { useTranslation } from '../../../engine/appSdk.ts'
import { useMysixt } from './MysixtContext.tsx'

/** #/account: the personal data the account holds (SPEC §3 sign-up user form). */
export function PersonalData({ user }: { user: User }) {
  const { t } = useTranslation()
  const { format } = useMysixt()
  return (
    <section aria-labelledby="msx-view-heading">
      <h2 id="msx-view-heading" tabIndex={-1}>
        {t('mysixt.personal.heading')}
      </h2>
      <dl className="msx-facts">
        <div>
          <dt>{t('mysixt.fields.firstName')}</dt>
          <dd>{user.firstName}</dd>
        </div>
        <div>
          <dt>{t('mysixt.fields.lastName')}</dt>
          <dd>{user.lastName}</dd>
        </div>
        <div>
          <dt>{t('mysixt.fields.email')}</dt>
          <dd data-testid="account-email">{user.email}</dd>
        </div>
        <div>
          <dt>{t('mysixt.personal.memberSince')}</dt>
          <dd>{format.date(user.createdAt)}</dd>
        </div>
      </dl>
    </section>
  )
}
