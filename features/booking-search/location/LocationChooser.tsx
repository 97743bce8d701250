import { useAtom, type Atom } from '../../../engine/sdk.ts'
import { lazy, Suspense, useEffect, useMemo, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react'
import { field, fieldError, formatDistance, intlLocaleOf, todayIso, usePageEnv, useTranslation, useElementId } from '../../../engine/sdk.ts'
import type { Branch } from '../../web-api/index.ts'
import { openingHoursText, openingIntervalsOn } from '../../opening-hours/index.ts'
import { BranchTypeIcon } from './BranchTypeIcon.tsx'
import { nearbyHeading, nearbyStatusText } from './nearbyTexts.ts'
import { SEARCH_MAX_LENGTH } from './classifySearchInput.ts'
import { branchText, clearButton, details, inputRow, linkButton, listbox, popup, retryButton, wrapper } from './locationChooserStyles.ts'
import { pickupBranchAtom, pickupQueryAtom } from '../pickupBranchAtoms.ts'
import { useBranchSuggestions, type SuggestionState } from './useBranchSuggestions.ts'
import { useCountryBranches } from './useCountryBranches.ts'
import { useNearbyBranches } from './useNearbyBranches.ts'
import { usePrefilledBranch } from './usePrefilledBranch.ts'

interface Props {
  /** Translation key of the field's label, normally bookingContainer.pickupLocation. */
  label: string
  /** Lets a surrounding form focus the field and point at it. */
  inputId?: string
  /** A translated message from the surrounding form, such as "required". */
  error?: string
  /** Text to start with, such as the airport of a promotion page; its best branch is chosen when the API knows one. */
  prefill?: string
  /** The branch and the text the field writes: the pickup branch's unless given (the return branch of a one-way rental). */
  atoms?: { branch: Atom<Branch | null>; query: Atom<string> }
  /** The form field's name. */
  name?: string
  /** "rent-truck": the overview lists only the branches that rent vans and trucks (the truck rental page's search). */
  productLine?: 'rent-truck'
  /** The id of a message about the field the surrounding form shows elsewhere (a branch without trucks). */
  describedBy?: string
}

const PICKUP_ATOMS = { branch: pickupBranchAtom, query: pickupQueryAtom }

// Loaded the first time a visitor opens it: few page views need the overview and its city list, and the booking search
// loads on every page with a search form (tools/bench/budgets.ts counts it). Its styles still come with the page: the
// page CSS graph follows dynamic imports (tools/vite/pageCssPlugin.ts).
const BranchOverview = lazy(() => import('./BranchOverview.tsx').then((module) => ({ default: module.BranchOverview })))
// The same for the offered branches' heading and "use my location" button: only for a visitor who opens the empty field.
const NearbyPanel = lazy(() => import('./NearbyPanel.tsx').then((module) => ({ default: module.NearbyPanel })))

/**
 * The pickup location field: an ARIA 1.2 combobox with a list popup that suggests branches as the
 * visitor types (https://www.w3.org/WAI/ARIA/apg/patterns/combobox/examples/combobox-autocomplete-list/),
 * and an overview of every branch of the country that opens and closes below it.
 */
export function LocationChooser({
  label,
  inputId,
  error,
  prefill,
  atoms = PICKUP_ATOMS,
  name = 'pickup',
  productLine,
  describedBy: formDescribedBy,
}: Props) {
  const { t } = useTranslation()
  const env = usePageEnv()
  const autoId = useElementId()
  const id = inputId ?? `${autoId}-pickup`
  const country = env.country.toUpperCase()
  const [query, setQuery] = useAtom(atoms.query)
  const [branch, setBranch] = useAtom(atoms.branch)
  const [term, setTerm] = useState('')
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const [overviewOpen, setOverviewOpen] = useState(false)
  const [announcement, setAnnouncement] = useState('')
  const inputRef = useRef<HTMLInputElement>(null)
  const overviewButtonRef = useRef<HTMLButtonElement>(null)
  const { state, retry } = useBranchSuggestions(term, country)
  // A branch in another country says which one, in the page's language: "FRA" may also find Paris or San Francisco.
  const countryNames = useMemo(() => new Intl.DisplayNames([intlLocaleOf(env)], { type: 'region' }), [env])
  const countryName = (code: string) => countryNames.of(code) ?? code
  // The pickup field offers the branches near the visitor while it is empty (issue 26 §5); the return field does not.
  const offersNearby = atoms === PICKUP_ATOMS
  const [nearbyWanted, setNearbyWanted] = useState(false)
  const overview = useCountryBranches(country, overviewOpen || nearbyWanted, productLine)
  const nearby = useNearbyBranches(country, nearbyWanted, overview.state)
  usePrefilledBranch(prefill, country)
  const showNearby = offersNearby && nearbyWanted && open && query === '' && nearby.state.status !== 'none'
  const nearbyOptions =
    nearby.state.status === 'near'
      ? nearby.state.items.map((entry) => entry.branch)
      : nearby.state.status === 'main'
        ? nearby.state.items
        : []
  const options = showNearby ? nearbyOptions : state.status === 'done' ? state.branches : []
  const popupShown = showNearby || (open && state.status !== 'empty')
  const distanceOf = (index: number) =>
    showNearby && nearby.state.status === 'near' ? formatDistance(nearby.state.items[index].km, intlLocaleOf(env), env.formats) : undefined
  const expanded = popupShown && options.length > 0

  useEffect(() => {
    if (active >= 0) document.getElementById(`${id}-option-${active}`)?.scrollIntoView({ block: 'nearest' })
  }, [active, id])

  function choose(chosen: Branch) {
    setBranch(chosen)
    setQuery(chosen.name)
    setTerm('')
    setOpen(false)
    setActive(-1)
    setAnnouncement(t('locationChooser.selected', { name: chosen.name }))
  }

  function chooseFromOverview(chosen: Branch) {
    choose(chosen)
    setOverviewOpen(false)
    inputRef.current?.focus()
  }

  /**
   * Opens the branches near the visitor in the empty field, on a click or Down Arrow (the APG combobox's key to open its
   * list), not on focus: the form focuses the field to show "required", and a list over that message would hide it.
   */
  function offerNearby() {
    if (!offersNearby || query !== '') return
    setNearbyWanted(true)
    setOpen(true)
  }

  function clear() {
    setQuery('')
    setTerm('')
    setBranch(null)
    setOpen(false)
    setActive(-1)
    inputRef.current?.focus()
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const count = options.length
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault()
        if (!popupShown) {
          offerNearby()
          setOpen(true)
          if (term === '' && query !== '') setTerm(query)
        } else if (!event.altKey && count > 0) setActive((current) => (current + 1) % count)
        return
      case 'ArrowUp':
        event.preventDefault()
        if (event.altKey) setOpen(false)
        else if (popupShown && count > 0) setActive((current) => (current <= 0 ? count - 1 : current - 1))
        return
      case 'Enter':
        if (popupShown && active >= 0 && options[active]) {
          event.preventDefault()
          choose(options[active])
        } else if (popupShown) {
          // Half-typed text is not a branch: Enter closes the suggestions instead of sending the form.
          event.preventDefault()
          setOpen(false)
        }
        return
      case 'Escape':
        if (popupShown) {
          event.preventDefault()
          setOpen(false)
          setActive(-1)
        } else if (query !== '') {
          event.preventDefault()
          clear()
        }
    }
  }

  function onBlur(event: FocusEvent<HTMLDivElement>) {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
      setOpen(false)
      setActive(-1)
    }
  }

  const hours = branch ? openingIntervalsOn(branch.openingHours, todayIso()) : []
  const describedBy = [branch && `${id}-details`, error && `${id}-error`, formDescribedBy].filter(Boolean).join(' ') || undefined
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: focusout bubbles here from the field's input, clear button and options; it closes the popup when the focus leaves all of them
    <div className={`${field} ${wrapper}`} onBlur={onBlur}>
      <label htmlFor={id}>{t(label)}</label>
      <div className={inputRow}>
        <BranchTypeIcon type={branch?.type ?? 'pin'} />
        <input
          ref={inputRef}
          id={id}
          name={name}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={`${id}-listbox`}
          aria-activedescendant={expanded && active >= 0 ? `${id}-option-${active}` : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          autoComplete="off"
          spellCheck={false}
          // Room beyond the limit, so a long paste shows the "too long" message instead of being cut silently.
          maxLength={SEARCH_MAX_LENGTH * 2}
          placeholder={t('locationChooser.placeholder')}
          value={query}
          onChange={(event) => {
            const value = event.target.value
            setQuery(value)
            setTerm(value)
            if (branch && value !== branch.name) setBranch(null)
            setOpen(true)
            setActive(-1)
          }}
          onKeyDown={onKeyDown}
          onClick={() => (query === '' ? offerNearby() : !branch && setOpen(true))}
        />
        {query !== '' && (
          <button type="button" className={clearButton} onClick={clear} aria-label={t('locationChooser.clear')}>
            <span aria-hidden="true">×</span>
          </button>
        )}
        {popupShown && (
          <div className={popup}>
            {showNearby ? (
              <Suspense fallback={null}>
                <NearbyPanel state={nearby.state} canLocate={nearby.canLocate} onLocate={nearby.locate} />
              </Suspense>
            ) : (
              <PopupMessage
                state={state}
                onRetry={() => {
                  // The retry button goes as the search starts again: the focus goes back to the field first, so the
                  // popup stays open and a keyboard user is not left on the page's body.
                  inputRef.current?.focus()
                  retry()
                }}
              />
            )}
            <ul
              id={`${id}-listbox`}
              // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the listbox of the APG combobox pattern; the input keeps the focus
              role="listbox"
              aria-label={showNearby ? nearbyHeading(nearby.state, t) : t('locationChooser.listLabel')}
              className={listbox}
              hidden={options.length === 0}
            >
              {options.map((option, index) => (
                // biome-ignore lint/a11y/useFocusableInteractive: options are not focused; the input points at the active one with aria-activedescendant
                // biome-ignore lint/a11y/useKeyWithClickEvents: the keys are the input's (arrows, Enter, Escape); a click is for the pointer only
                <li
                  key={option.id}
                  id={`${id}-option-${index}`}
                  // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: an option of the APG combobox pattern
                  role="option"
                  aria-selected={index === active}
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => choose(option)}
                >
                  <BranchTypeIcon type={option.type} />
                  <span className={branchText}>
                    <strong>{option.name}</strong>
                    <span>
                      {[
                        ...option.formattedAddress,
                        ...(option.address.country === country ? [] : [countryName(option.address.country)]),
                      ].join(', ')}
                    </span>
                    {distanceOf(index) && <span data-distance>{distanceOf(index)}</span>}
                  </span>
                </li>
              ))}
            </ul>
          </div>
        )}
        {!popupShown && (
          // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the combobox's empty listbox, so aria-controls always names an element
          <ul id={`${id}-listbox`} role="listbox" aria-label={t('locationChooser.listLabel')} hidden />
        )}
      </div>
      {branch && (
        <p className={details} id={`${id}-details`}>
          {branch.formattedAddress.join(', ')}
          {' · '}
          {hours.length > 0
            ? t('locationChooser.openToday', { hours: openingHoursText(hours, env.formats, t) })
            : t('locationChooser.closedToday')}
        </p>
      )}
      {error && (
        <p className={fieldError} id={`${id}-error`}>
          {error}
        </p>
      )}
      <button
        ref={overviewButtonRef}
        type="button"
        className={linkButton}
        aria-haspopup="dialog"
        aria-expanded={overviewOpen}
        aria-controls={`${id}-overview`}
        onClick={() => setOverviewOpen((value) => !value)}
      >
        {t(overviewOpen ? 'locationChooser.hideAll' : 'locationChooser.showAll')}
      </button>
      {overviewOpen && (
        <Suspense fallback={null}>
          <BranchOverview
            id={`${id}-overview`}
            state={overview.state}
            country={country}
            selectedId={branch?.id}
            onChoose={chooseFromOverview}
            onRetry={overview.retry}
            onClose={() => {
              setOverviewOpen(false)
              overviewButtonRef.current?.focus()
            }}
          />
        </Suspense>
      )}
      <span role="status" className="visually-hidden">
        {showNearby ? nearbyStatusText(nearby.state, t) : popupShown ? statusText(state, t) : announcement}
      </span>
    </div>
  )
}

function statusText(state: SuggestionState, t: (key: string, options?: Record<string, unknown>) => string): string {
  switch (state.status) {
    case 'done':
      return state.branches.length === 0 ? t('locationChooser.noResults') : t('locationChooser.results', { count: state.branches.length })
    case 'error':
      return t(state.kind === 'timeout' ? 'locationChooser.errorSlow' : 'locationChooser.error')
    case 'tooLong':
      return t('locationChooser.tooLong')
    default:
      return ''
  }
}

function PopupMessage({ state, onRetry }: { state: SuggestionState; onRetry: () => void }) {
  const { t } = useTranslation()
  switch (state.status) {
    case 'tooShort':
      return <p>{t('locationChooser.tooShort')}</p>
    case 'tooLong':
      return <p>{t('locationChooser.tooLong')}</p>
    case 'loading':
      return <p>{t('locationChooser.searching')}</p>
    case 'error':
      return (
        <>
          <p>{t(state.kind === 'timeout' ? 'locationChooser.errorSlow' : 'locationChooser.error')}</p>
          <button type="button" className={retryButton} onClick={onRetry}>
            {t('locationChooser.retry')}
          </button>
        </>
      )
    case 'done':
      return state.branches.length === 0 ? (
        <p>
          <strong>{t('locationChooser.noResults')}</strong>
          {t('locationChooser.noResultsHint')}
        </p>
      ) : null
    default:
      return null
  }
}
