import { useTranslation } from '../../engine/sdk.ts'
import type { Branch } from '../web-api/index.ts'
import { directionsUrl } from './directionsUrl.ts'

/**
 * "Directions": the route to the branch in the visitor's map app (directionsUrl.ts). It leaves the site, so it opens in
 * a new tab, says so to screen readers, and hands the map site neither this page (noopener) nor its address (noreferrer).
 */
export function DirectionsLink({ branch, className }: { branch: Pick<Branch, 'coordinates'>; className?: string }) {
  const { t } = useTranslation()
  return (
    <a href={directionsUrl(branch)} target="_blank" rel="noopener noreferrer" className={className} data-directions>
      {t('branchFinder.directions')}
      <span className="visually-hidden">{` ${t('branchFinder.newTab')}`}</span>
    </a>
  )
}
