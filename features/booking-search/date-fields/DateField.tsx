import { useRef, useState, type KeyboardEvent } from 'react'
import { field, fieldError, usePageEnv, useTranslation } from '../../../engine/sdk.ts'
import { CalendarDialog } from './CalendarDialog.tsx'
import { notePendingInput } from '../pendingInputs.ts'
import { calendarButton, dateField, inputRow } from './dateFieldStyles.ts'
import { formatMarketDate, loadMarketDateParser, patternForPeople } from '../../dates/index.ts'

// date-fns parse (most of date-fns) loads on demand (it is too large for every page with a search form), when the
// visitor starts typing a date. The calendar stays in the island: its styles must be in the page's stylesheet,
// and a page links the CSS of the modules its blocks import statically (tools/vite/pageCssPlugin.ts).

export type TypedDateProblem = 'format' | 'beforeMin'

interface Props {
  id: string
  label: string
  /** "yyyy-MM-dd", or "" when no date is chosen. */
  value: string
  min: string
  isClosed: (isoDate: string) => boolean
  /** The message for a closed day chosen in the calendar. */
  closedText: (isoDate: string) => string
  /** A translated message for this field, if any. */
  problem?: string
  align: 'start' | 'end'
  /** A chosen or typed date; a typed date that cannot be used comes with why, and value "". */
  onChange: (isoDate: string, problem?: TypedDateProblem) => void
}

function CalendarIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M19 4h-1V2h-2v2H8V2H6v2H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2zm0 16H5V10h14zm0-12H5V6h14zM7 12h5v5H7z"
      />
    </svg>
  )
}

/**
 * A date in the market's pattern that can be typed or chosen in a calendar dialog. What the visitor
 * types stays as typed until it is a date in the pattern: a wrong format is refused with a message.
 */
export function DateField({ id, label, value, min, isClosed, closedText, problem, align, onChange }: Props) {
  const { t } = useTranslation()
  const env = usePageEnv()
  const pattern = env.formats.date
  const [draft, setDraft] = useState<string | null>(null)
  const [open, setOpen] = useState(false)
  const buttonRef = useRef<HTMLButtonElement>(null)
  // Set by a focus that selected the shown date: the click's mouseup would otherwise put the caret in it again.
  const keepSelection = useRef(false)
  const text = draft ?? (value ? formatMarketDate(value, pattern) : '')
  const readable = patternForPeople(pattern, {
    day: t('pickupDatePicker.letters.day'),
    month: t('pickupDatePicker.letters.month'),
    year: t('pickupDatePicker.letters.year'),
  })

  /** Reads what was typed; a search sent meanwhile waits for it (pendingInputs.ts). */
  function commit() {
    const reading = readDraft()
    notePendingInput(reading)
    return reading
  }

  async function readDraft() {
    if (draft === null) return
    if (draft.trim() === '') {
      setDraft(null)
      return onChange('')
    }
    const typed = draft
    const parsed = (await loadMarketDateParser())(typed, pattern)
    if (parsed === undefined) return onChange('', 'format')
    if (parsed < min) return onChange('', 'beforeMin')
    // A draft typed on while the parser loaded stays for the next commit.
    setDraft((current) => (current === typed ? null : current))
    onChange(parsed)
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter' && draft !== null) {
      event.preventDefault()
      void commit()
    } else if (event.key === 'ArrowDown' && event.altKey) {
      event.preventDefault()
      setOpen(true)
    }
  }

  function close() {
    setOpen(false)
    buttonRef.current?.focus()
  }

  const describedBy = [`${id}-format`, problem && `${id}-problem`].filter(Boolean).join(' ')
  return (
    <div className={`${field} ${dateField}`}>
      <label htmlFor={id}>{label}</label>
      <div className={inputRow}>
        <input
          id={id}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder={readable}
          value={text}
          aria-invalid={problem ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => {
            void loadMarketDateParser()
            setDraft(event.target.value)
          }}
          onFocus={(event) => {
            // The visitor may type: the reader of typed dates starts loading, so leaving the field reads at once.
            void loadMarketDateParser()
            // A prefilled date is selected, so typing replaces it (typing after it gave "27/11/202610/12/2026").
            if (draft !== null) return
            event.currentTarget.select()
            keepSelection.current = true
          }}
          onMouseUp={(event) => {
            if (keepSelection.current) event.preventDefault()
            keepSelection.current = false
          }}
          onBlur={() => void commit()}
          onKeyDown={onKeyDown}
        />
        <button
          ref={buttonRef}
          type="button"
          className={calendarButton}
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-label={
            value ? t('pickupDatePicker.changeDate', { field: label, date: text }) : t('pickupDatePicker.chooseDate', { field: label })
          }
          onClick={() => setOpen((current) => !current)}
        >
          <CalendarIcon />
        </button>
        {open && (
          <CalendarDialog
            label={t('pickupDatePicker.chooseDate', { field: label })}
            selected={value}
            min={min}
            isClosed={isClosed}
            closedText={closedText}
            align={align}
            onClose={close}
            onSelect={(date) => {
              setDraft(null)
              onChange(date)
              close()
            }}
          />
        )}
      </div>
      <span id={`${id}-format`} className="visually-hidden">
        {t('pickupDatePicker.formatHint', { pattern: readable })}
      </span>
      {problem && (
        <p className={fieldError} id={`${id}-problem`} role="alert">
          {problem}
        </p>
      )}
    </div>
  )
}
