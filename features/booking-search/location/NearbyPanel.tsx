import { useTranslation } from '../../../engine/sdk.ts'
import { retryButton } from './locationChooserStyles.ts'
import { nearbyHeading } from './nearbyTexts.ts'
import type { NearbyState } from './useNearbyBranches.ts'

interface Props {
  state: NearbyState
  canLocate: boolean
  onLocate: () => void
}

/**
 * What the empty location field shows above its offered branches: where they are near (the city the request places the
 * visitor in, or the visitor's own position), why the main branches are offered instead when the visitor's position
 * could not be used, and the "use my location" button, the only thing that makes the browser ask for the position.
 */
export function NearbyPanel({ state, canLocate, onLocate }: Props) {
  const { t } = useTranslation()
  if (state.status === 'none') return null
  return (
    <>
      {state.status === 'loading' ? (
        <p>{t('branchFinder.locating')}</p>
      ) : (
        <>
          {state.status === 'main' && state.problem && <p data-nearby-problem>{t(`branchFinder.problems.${state.problem}`)}</p>}
          <p>
            <strong>{nearbyHeading(state, t)}</strong>
            {state.status === 'near' && state.origin === 'approximate' && t('branchFinder.approximate')}
          </p>
        </>
      )}
      {canLocate && !(state.status === 'near' && state.origin === 'device') && (
        <button
          type="button"
          className={retryButton}
          // The field keeps the focus for a pointer, so the offered branches stay open while the browser asks.
          onMouseDown={(event) => event.preventDefault()}
          onClick={onLocate}
          disabled={state.status === 'loading'}
        >
          {t('branchFinder.useMyLocation')}
        </button>
      )}
    </>
  )
}
