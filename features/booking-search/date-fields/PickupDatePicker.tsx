import { useAtom, useAtomValue } from '../../../engine/sdk.ts'
import { useEffect, useRef } from 'react'
import { addIsoDays, clockValue, todayIso, usePageEnv, useTranslation, useElementId } from '../../../engine/sdk.ts'
import { firstOpenDayFrom, isClosedOn, openingIntervalsOn } from '../../opening-hours/index.ts'
import { pickupBranchAtom } from '../pickupBranchAtoms.ts'
import { DateField, type TypedDateProblem } from './DateField.tsx'
import { fullDate, intlLocaleOf, formatMarketDate, patternForPeople } from '../../dates/index.ts'
import { dateProblemsAtom, rentalDatesAtom, type DateFieldName, type DateProblem, type RentalDates } from '../rentalDatesAtoms.ts'
import { DEFAULT_RENTAL_DAYS, movePickupDate } from '../movePickupDate.ts'
import type { OpeningHours } from '../../web-api/index.ts'
import { TimeSelect } from './TimeSelect.tsx'
import { useDateProblemText } from './useDateProblemText.ts'

/** Pickup tomorrow, return three days later: a common first search that the visitor then adjusts. */
const DEFAULT_PICKUP_IN_DAYS = 1

/** Proposed dates moved to days the branch is open, the return the default length after the pickup or later; undefined when there are none. */
function openDefaults(hours: OpeningHours, dates: RentalDates): RentalDates | undefined {
  const pickupDate = firstOpenDayFrom(hours, dates.pickupDate)
  const returnDate = pickupDate && firstOpenDayFrom(hours, addIsoDays(pickupDate, DEFAULT_RENTAL_DAYS))
  return pickupDate && returnDate ? { ...dates, pickupDate, returnDate } : undefined
}

interface Props {
  /** Prefix of the field ids, so a surrounding form can focus a field: `${idPrefix}-pickupDate` … */
  idPrefix?: string
}

/**
 * Pickup and return date and time. Dates before today (pickup) or the pickup (return) cannot be
 * chosen; when the pickup branch chosen in the location field is closed on a chosen day, the date is
 * reset and a message says so (SPEC §4). Rendered as four grid items, so a form lays them out.
 */
export function PickupDatePicker({ idPrefix }: Props) {
  const { t } = useTranslation()
  const env = usePageEnv()
  const autoId = useElementId()
  const prefix = idPrefix ?? autoId
  const branch = useAtomValue(pickupBranchAtom)
  const [dates, setDates] = useAtom(rentalDatesAtom)
  const [problems, setProblems] = useAtom(dateProblemsAtom)
  const problemText = useDateProblemText()
  const locale = intlLocaleOf(env)

  // The dates the search proposed itself, until the visitor (or the address) chooses others.
  const proposed = useRef<RentalDates | null>(null)

  // Dates depend on the visitor's clock, so they are filled in after hydration, never in the static HTML.
  useEffect(() => {
    const pickup = addIsoDays(todayIso(), DEFAULT_PICKUP_IN_DAYS)
    const defaults: RentalDates = {
      pickupDate: pickup,
      pickupTime: clockValue(env.initialDate.pickup),
      returnDate: addIsoDays(pickup, DEFAULT_RENTAL_DAYS),
      returnTime: clockValue(env.initialDate.return),
    }
    setDates((current) => {
      if (current) return current
      proposed.current = defaults
      return defaults
    })
  }, [env, setDates])

  // Another branch: the old branch's closed-day messages no longer apply.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the branch changes, which is what it is for
  useEffect(() => {
    setProblems((current) => Object.fromEntries(Object.entries(current).filter(([, problem]) => problem?.reason !== 'closed')))
  }, [branch, setProblems])

  // SPEC §4 date flow: a day the branch is closed is reset, whether the day or the branch changed last.
  useEffect(() => {
    if (!branch || !dates) return
    const closed = (['pickupDate', 'returnDate'] as const).filter((key) => dates[key] !== '' && isClosedOn(branch.openingHours, dates[key]))
    if (closed.length === 0) return
    // A proposed day the branch is closed (tomorrow is its Sunday) moves to its next open days: no message, since the visitor chose nothing.
    const open = dates === proposed.current ? openDefaults(branch.openingHours, dates) : undefined
    if (open) {
      proposed.current = open
      setDates(open)
      return
    }
    const found: Partial<Record<DateFieldName, DateProblem>> = {}
    for (const key of closed) found[key] = { reason: 'closed', values: { branch: branch.name, date: fullDate(dates[key], locale) } }
    setDates({ ...dates, ...Object.fromEntries(closed.map((key) => [key, ''])) })
    setProblems((current) => ({ ...current, ...found }))
  }, [branch, dates, locale, setDates, setProblems])

  const values: RentalDates = dates ?? {
    pickupDate: '',
    pickupTime: clockValue(env.initialDate.pickup),
    returnDate: '',
    returnTime: clockValue(env.initialDate.return),
  }
  const today = todayIso()
  const isClosed = (date: string) => (branch ? isClosedOn(branch.openingHours, date) : false)
  const closedText = (date: string) =>
    problemText({ reason: 'closed', values: { branch: branch?.name ?? '', date: fullDate(date, locale) } }) ?? ''
  const hoursOn = (date: string) => (branch && date ? openingIntervalsOn(branch.openingHours, date) : undefined)

  function update(key: DateFieldName, value: string, problem?: DateProblem) {
    setDates(key === 'pickupDate' ? movePickupDate(values, value) : { ...values, [key]: value })
    setProblems((current) => {
      const next = { ...current, [key]: problem }
      // A new time or date can settle "return before pickup" and opening-hour problems of the other fields.
      for (const other of Object.keys(next) as DateFieldName[])
        if (next[other]?.reason === 'returnBeforePickup' || next[other]?.reason === 'outsideHours') delete next[other]
      if (!problem) delete next[key]
      return next
    })
  }

  const readablePattern = patternForPeople(env.formats.date, {
    day: t('pickupDatePicker.letters.day'),
    month: t('pickupDatePicker.letters.month'),
    year: t('pickupDatePicker.letters.year'),
  })
  const typedProblem = (reason: TypedDateProblem | undefined, min: string): DateProblem | undefined => {
    if (reason === 'format')
      return { reason, values: { pattern: readablePattern, example: formatMarketDate(addIsoDays(today, 30), env.formats.date) } }
    if (reason === 'beforeMin') return { reason, values: { date: formatMarketDate(min, env.formats.date) } }
    return undefined
  }

  const returnMin = values.pickupDate && values.pickupDate > today ? values.pickupDate : today
  const pickupLabel = t('bookingContainer.pickupDate')
  const returnLabel = t('bookingContainer.returnDate')
  return (
    <>
      <DateField
        id={`${prefix}-pickupDate`}
        label={pickupLabel}
        value={values.pickupDate}
        min={today}
        isClosed={isClosed}
        closedText={closedText}
        align="start"
        problem={problemText(problems.pickupDate)}
        onChange={(date, reason) => update('pickupDate', date, typedProblem(reason, today))}
      />
      <TimeSelect
        id={`${prefix}-pickupTime`}
        label={t('bookingContainer.pickupTime')}
        value={values.pickupTime}
        hours={hoursOn(values.pickupDate)}
        problem={problemText(problems.pickupTime)}
        onChange={(time) => update('pickupTime', time)}
      />
      <DateField
        id={`${prefix}-returnDate`}
        label={returnLabel}
        value={values.returnDate}
        min={returnMin}
        isClosed={isClosed}
        closedText={closedText}
        align="end"
        problem={problemText(problems.returnDate)}
        onChange={(date, reason) => update('returnDate', date, typedProblem(reason, returnMin))}
      />
      <TimeSelect
        id={`${prefix}-returnTime`}
        label={t('bookingContainer.returnTime')}
        value={values.returnTime}
        hours={hoursOn(values.returnDate)}
        problem={problemText(problems.returnTime)}
        onChange={(time) => update('returnTime', time)}
      />
    </>
  )
}
