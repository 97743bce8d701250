import type { BookingSearchQuery } from '../../../features/booking-query/index.ts'
import type { Branch } from '../../../features/web-api/index.ts'
import { useTranslation } from '../../../engine/appSdk.ts'
import { ChangeSearchLink } from './ChangeSearchLink.tsx'
import { usePhoenix } from './PhoenixContext.tsx'

/** The search the visitor sent, with a way to change it on the same page (ChangeSearchLink). */
export function SearchSummary({
  search,
  branch,
  returnBranch,
}: {
  search: BookingSearchQuery
  branch: Branch | undefined
  returnBranch?: Branch | undefined
}) {
  const { t } = useTranslation()
  const { format } = usePhoenix()
  return (
    <div className="phx-summary">
      <dl>
        <div>
          <dt>{t('phoenix.summary.branch')}</dt>
          <dd>{branch ? branch.name : '…'}</dd>
        </div>
        {search.returnBranchId && (
          <div>
            <dt>{t('phoenix.summary.returnBranch')}</dt>
            <dd>{returnBranch ? returnBranch.name : '…'}</dd>
          </div>
        )}
        <div>
          <dt>{t('phoenix.summary.pickup')}</dt>
          <dd>
            <span dir="ltr">{format.dateTime(search.pickupAt)}</span>
          </dd>
        </div>
        <div>
          <dt>{t('phoenix.summary.return')}</dt>
          <dd>
            <span dir="ltr">{format.dateTime(search.returnAt)}</span>
          </dd>
        </div>
        {search.driverAge !== undefined && (
          <div>
            <dt>{t('phoenix.summary.driverAge')}</dt>
            <dd>{String(search.driverAge)}</dd>
          </div>
        )}
      </dl>
      <ChangeSearchLink />
    </div>
  )
}
