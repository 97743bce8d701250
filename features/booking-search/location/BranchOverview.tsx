import { css } from '@linaria/core'
import { color, mediaUp, radius, space, useTranslation } from '../../../engine/sdk.ts'
import type { Branch, BranchType } from '../../web-api/index.ts'
import { BranchTypeIcon } from './BranchTypeIcon.tsx'
import { branchText, retryButton } from './locationChooserStyles.ts'
import type { CountryBranchesState } from './useCountryBranches.ts'

const panel = css`
  margin-top: ${space.sm};
  padding: ${space.md};
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  background: ${color.surface};
  header {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${space.sm};
  }
  h3 {
    margin: 0;
    font-size: 1.125rem;
  }
  h4 {
    margin: ${space.md} 0 ${space.xs};
    font-size: 0.9375rem;
    text-transform: uppercase;
    letter-spacing: 0.04em;
    color: ${color.textMuted};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: ${space.xs};
    ${mediaUp('sm')} {
      grid-template-columns: repeat(2, minmax(0, 1fr));
    }
    ${mediaUp('lg')} {
      grid-template-columns: repeat(3, minmax(0, 1fr));
    }
  }
  ul button {
    display: flex;
    gap: ${space.sm};
    width: 100%;
    min-height: 48px;
    padding: ${space.sm};
    border: 1px solid transparent;
    border-radius: ${radius.sm};
    background: ${color.background};
    color: ${color.text};
    font: inherit;
    text-align: start;
    cursor: pointer;
    &:hover {
      border-color: ${color.border};
    }
    &[aria-pressed='true'] {
      border-color: ${color.primary};
      box-shadow: inset 4px 0 0 ${color.primary};
    }
    svg {
      flex: none;
      color: ${color.textMuted};
    }
  }
  p {
    margin: ${space.md} 0 0;
  }
`

const closeButton = css`
  width: 40px;
  height: 40px;
  border: 0;
  border-radius: ${radius.round};
  background: transparent;
  color: ${color.text};
  font-size: 1.5rem;
  cursor: pointer;
  &:hover {
    background: ${color.border};
  }
`

const TYPE_ORDER: BranchType[] = ['airport', 'railway', 'city']

interface Props {
  id: string
  state: CountryBranchesState
  selectedId: string | undefined
  onChoose: (branch: Branch) => void
  onClose: () => void
  onRetry: () => void
}

/** The overview of every branch of the country, grouped by type; it opens and closes below the field. */
export function BranchOverview({ id, state, selectedId, onChoose, onClose, onRetry }: Props) {
  const { t } = useTranslation()
  return (
    <section
      id={id}
      className={panel}
      aria-labelledby={`${id}-heading`}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return
        event.stopPropagation()
        onClose()
      }}
    >
      <header>
        <h3 id={`${id}-heading`}>{t('locationChooser.overviewHeading')}</h3>
        <button type="button" className={closeButton} onClick={onClose} aria-label={t('locationChooser.closeOverview')}>
          <span aria-hidden="true">×</span>
        </button>
      </header>
      {(state.status === 'loading' || state.status === 'idle') && <p role="status">{t('locationChooser.loadingBranches')}</p>}
      {state.status === 'error' && (
        <div role="alert">
          <p>{t(state.kind === 'timeout' ? 'locationChooser.errorSlow' : 'locationChooser.error')}</p>
          <button type="button" className={retryButton} onClick={onRetry}>
            {t('locationChooser.retry')}
          </button>
        </div>
      )}
      {state.status === 'done' &&
        TYPE_ORDER.map((type) => {
          const branches = state.branches.filter((branch) => branch.type === type)
          if (branches.length === 0) return null
          return (
            <div key={type}>
              <h4>{t(`locationChooser.types.${type}`)}</h4>
              <ul>
                {branches.map((branch) => (
                  <li key={branch.id}>
                    <button type="button" aria-pressed={branch.id === selectedId} onClick={() => onChoose(branch)}>
                      <BranchTypeIcon type={branch.type} />
                      <span className={branchText}>
                        <strong>{branch.name}</strong>
                        <span>{branch.formattedAddress.join(', ')}</span>
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
            </div>
          )
        })}
    </section>
  )
}
