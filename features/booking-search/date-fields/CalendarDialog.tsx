import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react'
import { todayIso, usePageEnv, useTranslation, useElementId } from '../../../engine/sdk.ts'
import {
  monthWeeks,
  movedDate,
  shiftMonths,
  type WeekStart,
  fullDate,
  intlLocaleOf,
  monthHeading,
  weekdayNames,
} from '../../dates/index.ts'
import { backdrop, dialog, grid } from './calendarStyles.ts'

interface Props {
  /** Accessible name of the dialog, such as "Choose pickup date". */
  label: string
  selected: string
  min: string
  /** Days the chosen branch is closed: marked, not selectable (aria-disabled), and trying one says why. */
  isClosed: (isoDate: string) => boolean
  /** The message for a closed day the visitor tried to choose ("… is closed on …. Please choose another date."). */
  closedText: (isoDate: string) => string
  align: 'start' | 'end'
  onSelect: (isoDate: string) => void
  onClose: () => void
}

const FOCUSABLE = 'button:not(:disabled), [tabindex="0"]'

/**
 * A month grid in a modal dialog, after the APG date picker dialog: focus starts on the chosen (or
 * first possible) day, arrows/Home/End/Page Up/Page Down move it, Enter or Space chooses, Escape
 * closes, Tab stays inside the dialog.
 */
export function CalendarDialog({ label, selected, min, isClosed, closedText, align, onSelect, onClose }: Props) {
  const { t } = useTranslation()
  const env = usePageEnv()
  const headingId = useElementId()
  const locale = intlLocaleOf(env)
  const weekStartsOn: WeekStart = env.formats.isFirstDaySunday ? 0 : 1
  const [focused, setFocused] = useState(selected && selected >= min ? selected : min)
  // A closed day the visitor tried: the calendar stays open, the chosen date stays, and this says why (SPEC §4).
  const [refused, setRefused] = useState<string>()
  const dialogRef = useRef<HTMLDivElement>(null)
  const opened = useRef(false)
  const today = todayIso()
  const weeks = monthWeeks(focused, weekStartsOn)
  const firstSelectableMonth = min.slice(0, 7)

  // A layout effect: the focus moves with the render, before the next key (a passive effect waits for the next frame in
  // Preact, and a month change in between removes the focused day, so the next key would go nowhere).
  useLayoutEffect(() => {
    // The focused day takes focus when the dialog opens and whenever the keys or buttons move it. On
    // opening, Chromium would centre it on screen; the effect below scrolls no more than needed instead.
    dialogRef.current?.querySelector<HTMLElement>(`[data-date="${focused}"]`)?.focus({ preventScroll: !opened.current })
    opened.current = true
  }, [focused])

  useEffect(() => {
    // As a popover (wide screens) the dialog can open below the fold: the page scrolls just enough to
    // show all of it, which leaves the fields above it clear of the sticky header.
    const element = dialogRef.current
    if (!element || getComputedStyle(element).position !== 'absolute') return
    if (element.getBoundingClientRect().bottom > window.innerHeight) element.scrollIntoView({ block: 'end' })
  }, [])

  function go(date: string) {
    const next = date < min ? min : date
    // Same day (a key pressed at the minimum): no re-render, so focus is put back by hand.
    if (next === focused) dialogRef.current?.querySelector<HTMLElement>(`[data-date="${next}"]`)?.focus()
    setFocused(next)
  }

  function choose(date: string) {
    if (date < min) return
    if (isClosed(date)) {
      setRefused(date)
      return
    }
    onSelect(date)
  }

  function onGridKeyDown(event: KeyboardEvent<HTMLTableElement>) {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault()
      choose(focused)
      return
    }
    const next = movedDate(focused, event.key, { shift: event.shiftKey, weekStartsOn, rtl: env.dir === 'rtl' })
    if (next === undefined) return
    event.preventDefault()
    setRefused(undefined)
    go(next)
  }

  function onDialogKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.preventDefault()
      event.stopPropagation()
      onClose()
    } else if (event.key === 'Tab') {
      const items = [...(dialogRef.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])]
      const index = items.indexOf(document.activeElement as HTMLElement)
      const last = items.length - 1
      if (event.shiftKey && index <= 0) items[last]?.focus()
      else if (!event.shiftKey && index === last) items[0]?.focus()
      else return
      event.preventDefault()
    }
  }

  return (
    <>
      <div className={backdrop} onClick={onClose} aria-hidden="true" />
      <div
        ref={dialogRef}
        className={dialog}
        role="dialog"
        aria-modal="true"
        aria-label={label}
        data-align={align}
        onKeyDown={onDialogKeyDown}
      >
        <header>
          <button
            type="button"
            onClick={() => go(shiftMonths(focused, -12))}
            disabled={shiftMonths(focused, -12).slice(0, 7) < firstSelectableMonth}
            aria-label={t('pickupDatePicker.previousYear')}
          >
            <span aria-hidden="true">«</span>
          </button>
          <button
            type="button"
            onClick={() => go(shiftMonths(focused, -1))}
            disabled={focused.slice(0, 7) <= firstSelectableMonth}
            aria-label={t('pickupDatePicker.previousMonth')}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <h3 id={headingId} aria-live="polite">
            {monthHeading(focused, locale)}
          </h3>
          <button type="button" onClick={() => go(shiftMonths(focused, 1))} aria-label={t('pickupDatePicker.nextMonth')}>
            <span aria-hidden="true">›</span>
          </button>
          <button type="button" onClick={() => go(shiftMonths(focused, 12))} aria-label={t('pickupDatePicker.nextYear')}>
            <span aria-hidden="true">»</span>
          </button>
        </header>
        {/* biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the APG date picker dialog's grid, which the arrow keys move in */}
        <table role="grid" className={grid} aria-labelledby={headingId} onKeyDown={onGridKeyDown}>
          <thead>
            <tr>
              {weekdayNames(locale, weekStartsOn).map((day) => (
                <th key={day.long} scope="col" abbr={day.long}>
                  {day.short}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {weeks.map((week) => (
              <tr key={week.find(Boolean)}>
                {week.map((date, index) => {
                  // biome-ignore lint/suspicious/noArrayIndexKey: a blank day before the first or after the last of the month: its place in the week is all it has
                  if (!date) return <td key={index} />
                  const closed = isClosed(date)
                  const unavailable = date < min
                  const name = [
                    fullDate(date, locale),
                    closed && t('pickupDatePicker.closedDay'),
                    unavailable && t('pickupDatePicker.unavailable'),
                  ]
                    .filter(Boolean)
                    .join(', ')
                  return (
                    // biome-ignore lint/a11y/useKeyWithClickEvents: the grid handles the keys (arrows, Enter) for the day that has the focus
                    // biome-ignore lint/a11y/useAriaPropsSupportedByRole: a td of a table with role grid is a gridcell, which has aria-selected
                    <td
                      key={date}
                      data-date={date}
                      data-closed={closed || undefined}
                      tabIndex={date === focused ? 0 : -1}
                      aria-selected={date === selected}
                      aria-disabled={unavailable || closed || undefined}
                      aria-current={date === today ? 'date' : undefined}
                      aria-label={name}
                      onClick={() => {
                        // The clicked day takes the keys' focus too, so Enter and the arrows go on from there.
                        if (!unavailable) go(date)
                        choose(date)
                      }}
                      // A day that cannot be chosen does not take focus from the day the keys are on.
                      onMouseDown={unavailable ? (event) => event.preventDefault() : undefined}
                    >
                      {Number(date.slice(8))}
                    </td>
                  )
                })}
              </tr>
            ))}
          </tbody>
        </table>
        {refused && (
          <p className="refused" role="alert" data-closed-refused>
            {closedText(refused)}
          </p>
        )}
        <footer>
          <span>{t('pickupDatePicker.keyboardHint')}</span>
          <button type="button" onClick={onClose}>
            {t('pickupDatePicker.close')}
          </button>
        </footer>
      </div>
    </>
  )
}
