import { css } from '@linaria/core'
import { useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react'
import { color, mediaUp, radius, shadow, space, useTranslation } from '../../../engine/sdk.ts'
import type { Branch, BranchType, Location } from '../../web-api/index.ts'
import { BranchTypeIcon } from './BranchTypeIcon.tsx'
import { branchText, retryButton } from './locationChooserStyles.ts'
import { MAX_LISTED_BRANCHES } from './nearestBranches.ts'
import { useCityLocations } from './useCityLocations.ts'
import type { CountryBranchesState } from './useCountryBranches.ts'

/**
 * A native modal <dialog> (showModal): it sits in the browser's top layer, above the sticky header and any stacking
 * context of the search form, and makes the page behind it inert. Phones: the whole screen; wider: a centred dialog
 * over the dimmed page (SPEC §9 overlay opacity 0.5), scrolling inside when the country has many branches.
 */
const panel = css`
  box-sizing: border-box;
  width: 100%;
  max-width: none;
  height: 100%;
  max-height: none;
  margin: 0;
  padding: 0;
  border: 0;
  overflow-y: auto;
  overscroll-behavior: contain;
  background: ${color.background};
  color: ${color.text};
  &:focus {
    outline: none;
  }
  &::backdrop {
    background: ${color.scrim};
  }
  & > div {
    padding: ${space.md};
  }
  ${mediaUp('sm')} {
    width: calc(100% - 2 * ${space.lg});
    max-width: 880px;
    height: fit-content;
    max-height: 90vh;
    margin: 5vh auto auto;
    border: 1px solid ${color.border};
    border-radius: ${radius.md};
    box-shadow: ${shadow.dialog};
    & > div {
      padding: ${space.lg};
    }
  }
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

/** The cities as toggle chips above the branches; they wrap on phones. */
const cityList = css`
  && {
    display: flex;
    flex-wrap: wrap;
    gap: ${space.xs};
    margin-top: ${space.sm};
  }
  && button {
    width: auto;
    min-height: 40px;
    padding: ${space.xs} ${space.md};
    border: 1px solid ${color.border};
    border-radius: ${radius.round};
    align-items: center;
  }
  && button[aria-pressed='true'] {
    border-color: ${color.primary};
    background: ${color.accentSurface};
    box-shadow: none;
    font-weight: 600;
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

const FOCUSABLE = 'button:not(:disabled), a[href], [tabindex="0"]'

interface Props {
  id: string
  state: CountryBranchesState
  /** The market's country, whose cities (GET /v1/locations) narrow the list. */
  country: string
  selectedId: string | undefined
  onChoose: (branch: Branch) => void
  onClose: () => void
  onRetry: () => void
}

/**
 * The overview of every branch of the country, grouped by type and narrowed by city: a modal dialog
 * (https://www.w3.org/WAI/ARIA/apg/patterns/dialog-modal/) that takes the focus when it opens, keeps Tab inside, and
 * closes with Escape, its close button or a click beside it; the field gives the focus back to the button that opened it.
 */
export function BranchOverview({ id, state, country, selectedId, onChoose, onClose, onRetry }: Props) {
  const { t } = useTranslation()
  const dialogRef = useRef<HTMLDialogElement>(null)
  const [city, setCity] = useState<Location | null>(null)
  const cities = useCityLocations(country)

  // Modal with the render, before the browser paints: no click or key lands on the page behind it in between (a
  // passive effect waits for the next frame in Preact, which the browser runs the islands with).
  useLayoutEffect(() => {
    const dialog = dialogRef.current
    if (!dialog) return
    // showModal focuses the first button; the dialog itself takes the focus instead, so a screen reader starts at its name.
    if (!dialog.open) dialog.showModal?.()
    dialog.focus()
  }, [])

  // The dialog leaves the top layer before the field moves the focus: while it is modal the page behind it is inert, and
  // focusing the button that opened it (or the field, after a choice) would silently fail.
  const close = () => {
    dialogRef.current?.close?.()
    onClose()
  }
  const choose = (branch: Branch) => {
    dialogRef.current?.close?.()
    onChoose(branch)
  }

  function onKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key === 'Escape') {
      event.preventDefault()
      event.stopPropagation()
      close()
    } else if (event.key === 'Tab') {
      const items = [...(dialogRef.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])]
      const index = items.indexOf(document.activeElement as HTMLElement)
      const last = items.length - 1
      if (event.shiftKey && index <= 0) items[last]?.focus()
      else if (!event.shiftKey && (index === last || index === -1)) items[0]?.focus()
      else return
      event.preventDefault()
    }
  }

  const shown =
    state.status === 'done' && city
      ? state.branches.filter((branch) => city.branchIds.includes(branch.id)).slice(0, MAX_LISTED_BRANCHES)
      : state.status === 'done'
        ? state.branches
        : []
  return (
    <dialog
      ref={dialogRef}
      id={id}
      className={panel}
      aria-labelledby={`${id}-heading`}
      tabIndex={-1}
      onKeyDown={onKeyDown}
      // Escape as the browser sends it (cancel): the field closes the dialog, so its state and the focus stay its own.
      onCancel={(event) => {
        event.preventDefault()
        close()
      }}
      // A click on the dimmed page beside the dialog lands on the dialog element itself (its content is the inner div).
      onClick={(event) => event.target === event.currentTarget && close()}
    >
      <div>
        <header>
          <h3 id={`${id}-heading`}>{t('locationChooser.overviewHeading')}</h3>
          <button type="button" className={closeButton} onClick={close} aria-label={t('locationChooser.closeOverview')}>
            <span aria-hidden="true">×</span>
          </button>
        </header>
        {state.status === 'done' && cities && (
          <>
            <h4 id={`${id}-cities`}>{t('branchFinder.cities')}</h4>
            <ul className={cityList} aria-labelledby={`${id}-cities`}>
              <li>
                <button type="button" aria-pressed={city === null} onClick={() => setCity(null)}>
                  {t('branchFinder.allCities')}
                </button>
              </li>
              {cities.map((entry) => (
                <li key={entry.id}>
                  <button type="button" aria-pressed={city?.id === entry.id} onClick={() => setCity(entry)}>
                    {entry.name}
                  </button>
                </li>
              ))}
            </ul>
          </>
        )}
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
            const branches = shown.filter((branch) => branch.type === type)
            if (branches.length === 0) return null
            return (
              <div key={type}>
                <h4>{t(`locationChooser.types.${type}`)}</h4>
                <ul>
                  {branches.map((branch) => (
                    <li key={branch.id}>
                      <button type="button" aria-pressed={branch.id === selectedId} onClick={() => choose(branch)}>
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
      </div>
    </dialog>
  )
}
