import { useTranslation } from 'react-i18next'
import type { Branch } from '../../../engine/shared/api/types.ts'
import { usePhoenix } from './PhoenixContext.tsx'
import type { BookingSearchQuery } from '../../../engine/shared/bookingQuery.ts'

/** The search the visitor sent, with a way back to change it. */
export function SearchSummary({ search, branch }: { search: BookingSearchQuery; branch: Branch | undefined }) {
  const { t } = useTranslation()
  const { format, host } = usePhoenix()
  return (
    <div className="phx-summary">
      <dl>
        <div>
          <dt>{t('phoenix.summary.branch')}</dt>
          <dd>{branch ? branch.name : '…'}</dd>
        </div>
        <div>
          <dt>{t('phoenix.summary.pickup')}</dt>
          <dd>{format.dateTime(search.pickupAt)}</dd>
        </div>
        <div>
          <dt>{t('phoenix.summary.return')}</dt>
          <dd>{format.dateTime(search.returnAt)}</dd>
        </div>
      </dl>
      <a href={host.links.start}>{t('phoenix.changeSearch')}</a>
    </div>
  )
}
