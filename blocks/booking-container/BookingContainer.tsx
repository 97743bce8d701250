import { css } from '@linaria/core'
import { useAtomValue, useSetAtom } from '../../engine/sdk.ts'
import { useState, type FormEvent } from 'react'
import {
  color,
  field,
  shadow,
  mediaDown,
  mediaUp,
  primaryActionStyles,
  radius,
  space,
  useHref,
  usePageEnv,
  useTranslation,
  clockOf,
  todayIso,
  useElementId,
} from '../../engine/sdk.ts'
import {
  rememberLastVisitedPath,
  LocationChooser,
  usePageBranch,
  pickupBranchAtom,
  pickupQueryAtom,
  PickupDatePicker,
  dateProblemsAtom,
  rentalDatesAtom,
  driverAgeAtom,
  oneWayAtom,
  returnBranchAtom,
  returnQueryAtom,
  TripOptions,
  offeredDriverAge,
  pendingInputsSettled,
  useSearchFromAddress,
} from '../../features/booking-search/index.ts'
import { openingHoursText } from '../../features/opening-hours/index.ts'
import { FIELD_ORDER, findSearchProblems, searchHref, type PickupProblem, type SearchProblems } from './bookingSearch.ts'
import type { BookingContainerData } from './data.ts'
import { NoTrucksNearby } from './NoTrucksNearby.tsx'
import { rentsTrucks } from '../../features/trucks/index.ts'
import type { BookingContainerProps } from './props.gen.ts'

const panel = css`
  position: relative;
  max-width: var(--content-width, var(--max-content-width));
  margin: -${space.lg} auto 0;
  /* On a phone the panel takes the screen's width: its fields get the room, and the search button the first screen. */
  padding: 0;
  ${mediaUp('sm')} {
    padding: 0 ${space.md};
  }
  ${mediaUp('mi')} {
    margin-top: -${space.xxl};
    padding: 0 ${space.xl};
  }
`

const card = css`
  background: ${color.background};
  border-radius: ${radius.md};
  box-shadow: ${shadow.panel};
  padding: 12px ${space.md} ${space.md};
  border-radius: ${radius.md} ${radius.md} 0 0;
  ${mediaUp('sm')} {
    padding: ${space.md};
    border-radius: ${radius.md};
  }
  ${mediaUp('mi')} {
    padding: ${space.lg};
  }
  h2 {
    margin: 0 0 ${space.md};
    font-size: 1.5rem;
  }
  /*
   * On a phone the hero's title right above says what the panel is for; its heading stays for screen readers
   * (it names the search region) and gives its height to the fields, so the search button is in the first screen.
   */
  ${mediaDown('sm')} {
    h2 {
      position: absolute;
      width: 1px;
      height: 1px;
      margin: -1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
      white-space: nowrap;
    }
  }
`

// The location takes a row of its own (its overview of branches opens below it); dates and times
// share a row from "md", and the button joins them from "lg". Each date or time field spans four rows
// of the form's grid as a subgrid (label, control, hint, message), so fields side by side share their
// label row: a label that takes two lines ("Heure de prise en charge" in fr-CH at 1440) leaves every
// control level instead of pushing its own down. Spacing between rows is margins, so the empty message
// rows of a field take no room.
const grid = css`
  display: grid;
  column-gap: ${space.md};
  grid-template-columns: 1fr;
  align-items: start;
  & > * {
    min-width: 0;
    margin-bottom: 10px;
    ${mediaUp('sm')} {
      margin-bottom: ${space.md};
    }
  }
  /* A one-word label longer than its column ("Afhentningstidspunkt" at 375 px) breaks instead of widening the page. */
  label {
    overflow-wrap: anywhere;
    hyphens: auto;
  }
  & > :first-child,
  & > button {
    grid-column: 1 / -1;
  }
  & > button {
    margin-bottom: 0;
  }
  /* Only date and time fields: the trip options lay out their one-way choice and the driver's age side by side. */
  & > .${field}:not(:first-child) {
    grid-row: span 4;
    display: grid;
    grid-template-rows: subgrid;
    row-gap: ${space.xs};
  }
  /* A date ("12/24/2026" and its calendar button) needs more room than a time ("12:30 PM"). */
  @media (min-width: 360px) {
    grid-template-columns: minmax(0, 5fr) minmax(0, 4fr);
  }
  ${mediaUp('md')} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr) minmax(0, 3fr) minmax(0, 2fr);
  }
  ${mediaUp('lg')} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr) minmax(0, 3fr) minmax(0, 2fr) auto;
    & > button {
      grid-column: auto;
      /* Beside the fields, level with their controls: it spans the label and control rows and sits at the bottom. */
      grid-row: span 2;
      align-self: end;
    }
  }
`

// On the booking page the search waits above the funnel, out of sight until the funnel's "Change search" opens it: the
// funnel's own summary says what was searched, and a closed bar would push the first offer down on a phone.
// No hero above it to overlap (the home page's negative margin).
const foldedPanel = css`
  margin-top: 0;
  ${mediaUp('mi')} {
    margin-top: 0;
  }
`

const folded = css`
  &:not([open]) {
    display: none;
  }
  margin-top: ${space.md};
  /* Opened from the funnel's "Change search": the sticky header must not cover its heading. */
  scroll-margin-top: calc(var(--menu-bar-height) + ${space.md});
  padding-top: ${space.sm};
  padding-bottom: ${space.sm};
  ${mediaUp('mi')} {
    padding-top: ${space.sm};
    padding-bottom: ${space.sm};
  }
  & > summary {
    display: flex;
    align-items: center;
    gap: ${space.sm};
    min-height: 44px;
    cursor: pointer;
    list-style: none;
  }
  & > summary::-webkit-details-marker {
    display: none;
  }
  /* A chevron that turns when the search opens. */
  & > summary::before {
    content: '';
    width: 0.6em;
    height: 0.6em;
    border-right: 2px solid currentColor;
    border-bottom: 2px solid currentColor;
    transform: rotate(-45deg);
    flex: none;
  }
  &[open] > summary::before {
    transform: rotate(45deg);
  }
  & > summary h2 {
    margin: 0;
    font-size: 1.125rem;
  }
  &[open] > summary {
    margin-bottom: ${space.md};
  }
`

const submitButton = css`
  ${primaryActionStyles}
`

const PICKUP_PROBLEM_KEYS: Record<Exclude<PickupProblem, 'noTrucks'>, string> = {
  required: 'common.requiredField',
  chooseBranch: 'bookingContainer.errorChooseBranch',
}

const RETURN_PROBLEM_KEYS: Record<NonNullable<SearchProblems['return']>['problem'], string> = {
  ...PICKUP_PROBLEM_KEYS,
  oneWayRefused: 'bookingContainer.errorOneWayRefused',
  oneWayCountry: 'bookingContainer.errorOneWayCountry',
}

/**
 * The booking search: pickup location, pickup and return date and time. The location chooser and
 * the date picker share the search through atoms (engine/shared/state/); a complete search opens the booking page.
 */
export function BookingContainer({
  heading,
  action,
  pickup_location,
  anchor,
  promo,
  searchFromAddress = false,
  productLine,
  data,
}: BookingContainerProps & { data: BookingContainerData }) {
  usePageBranch(data.branch)
  const fromAddress = useSearchFromAddress(searchFromAddress, data.driverAges)
  const { t } = useTranslation()
  const env = usePageEnv()
  const href = useHref(action)
  const id = useElementId()
  const query = useAtomValue(pickupQueryAtom)
  const branch = useAtomValue(pickupBranchAtom)
  const dates = useAtomValue(rentalDatesAtom)
  const setDateProblems = useSetAtom(dateProblemsAtom)
  const oneWay = useAtomValue(oneWayAtom)
  const returnBranch = useAtomValue(returnBranchAtom)
  const returnQuery = useAtomValue(returnQueryAtom)
  const driverAge = useAtomValue(driverAgeAtom)
  const [pickupProblem, setPickupProblem] = useState<PickupProblem | undefined>()
  const [returnProblem, setReturnProblem] = useState<SearchProblems['return']>()
  const shownPickupProblem = (pickupProblem === 'chooseBranch' && branch) || pickupProblem === 'noTrucks' ? undefined : pickupProblem
  // A truck search at a branch without trucks is said as soon as the branch is chosen, with the nearest that have them.
  const noTrucksAt = productLine === 'rent-truck' && branch && !rentsTrucks(branch) ? branch : undefined
  // A problem stays until the next submit, unless the visitor has since chosen another return branch.
  const shownReturnProblem = returnProblem && !(returnProblem.problem === 'chooseBranch' && returnBranch) ? returnProblem : undefined

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    // A date typed and left a moment ago is still being read, or the shown search's branch still looked up: the
    // search goes once they have arrived, with them (features/booking-search pendingInputs.ts).
    const arriving = pendingInputsSettled()
    if (arriving) {
      const form = event.currentTarget
      void arriving.then(() => setTimeout(() => form.requestSubmit()))
      return
    }
    if (!dates) return
    const now = new Date()
    const search = {
      query,
      branch,
      dates,
      ...(oneWay ? { return: { query: returnQuery, branch: returnBranch } } : {}),
      // Only an age the market offers: an age kept from elsewhere (another market's search) is not sent on.
      driverAge: offeredDriverAge(driverAge, data.driverAges),
      promo: fromAddress.promo ?? promo,
      productLine,
    }
    const problems = findSearchProblems(search, { today: todayIso(now), clock: clockOf(now) }, (hours) =>
      openingHoursText(hours, env.formats, t),
    )
    setPickupProblem(problems.pickup)
    setReturnProblem(problems.return)
    setDateProblems((current) => {
      // A problem the field found itself (a typed date in the wrong format, a closed day) stays when the date is empty.
      const kept = Object.fromEntries(
        Object.entries(current).filter(
          ([key, problem]) =>
            problem && ['format', 'beforeMin', 'closed'].includes(problem.reason) && dates[key as keyof typeof dates] === '',
        ),
      )
      return { ...problems.dates, ...kept }
    })
    const first = FIELD_ORDER.find((field) =>
      field === 'pickup' ? problems.pickup : field === 'return' ? problems.return : problems.dates[field],
    )
    if (first) {
      document.getElementById(`${id}-${first}`)?.focus()
      return
    }
    rememberLastVisitedPath()
    window.location.assign(searchHref(href, search))
  }

  const title = <h2 id={`${id}-heading`}>{t(heading)}</h2>
  const form = (
    <form action={href} method="get" noValidate onSubmit={submit}>
      <div className={grid}>
        <LocationChooser
          label="bookingContainer.pickupLocation"
          inputId={`${id}-pickup`}
          error={shownPickupProblem && t(PICKUP_PROBLEM_KEYS[shownPickupProblem])}
          prefill={pickup_location && t(pickup_location)}
          productLine={productLine}
          describedBy={noTrucksAt ? `${id}-no-trucks` : undefined}
        />
        {noTrucksAt && <NoTrucksNearby branch={noTrucksAt} id={`${id}-no-trucks`} inputId={`${id}-pickup`} />}
        <TripOptions
          idPrefix={id}
          returnError={shownReturnProblem && t(RETURN_PROBLEM_KEYS[shownReturnProblem.problem], { branch: shownReturnProblem.branch })}
          driverAges={data.driverAges}
        />
        <PickupDatePicker idPrefix={id} />
        <button type="submit" className={submitButton}>
          {t(productLine === 'rent-truck' ? 'truckRental.search.submit' : 'bookingContainer.submit')}
        </button>
      </div>
    </form>
  )
  // Folded on the booking page: a native <details>, so the funnel (another app, apps/phoenix openSearchEditor.ts) opens
  // it by its data attribute even before this island hydrates; React never sets `open`, so it keeps what the visitor
  // chose. Its summary closes it again. Folded, the island hydrates only when opened (engine/client/hydrateIslands.ts):
  // react-dom and this form's hydration stay off the booking page's start, where the funnel app needs the main thread.
  if (searchFromAddress)
    return (
      <section aria-labelledby={`${id}-heading`} className={`${panel} ${foldedPanel}`}>
        <details id={anchor} className={`${card} ${folded}`} data-booking-search-editor data-hydrate-on-open>
          <summary>{title}</summary>
          {form}
        </details>
      </section>
    )
  return (
    <section id={anchor} aria-labelledby={`${id}-heading`} className={panel}>
      <div className={card}>
        {title}
        {form}
      </div>
    </section>
  )
}
