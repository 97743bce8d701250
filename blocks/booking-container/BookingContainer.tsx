import { styled } from '@linaria/react'
import { addDays, format } from 'date-fns'
import { useAtom } from 'jotai'
import { useEffect, useId, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { usePageEnv, useHref } from '../../engine/shared/PageEnv.tsx'
import { clockValue } from '../../engine/shared/format/formatDateTime.ts'
import { field, fieldError } from '../../engine/shared/ui/formStyles.ts'
import { color, mediaUp, radius, space } from '../../engine/theme/tokens.ts'
import { bookingSearchAtom, findBookingSearchErrors, type BookingSearch, type BookingSearchError } from './bookingSearch.ts'
import type { BookingContainerProps } from './props.gen.ts'

const Panel = styled.section`
  position: relative;
  max-width: var(--max-content-width);
  margin: -${space.lg} auto 0;
  padding: 0 ${space.md};
  ${mediaUp('mi')} {
    margin-top: -${space.xxl};
    padding: 0 ${space.xl};
  }
`

const Card = styled.div`
  background: ${color.background};
  border-radius: ${radius.md};
  box-shadow: 0 8px 24px rgb(0 0 0 / 18%);
  padding: ${space.lg} ${space.md};
  ${mediaUp('mi')} {
    padding: ${space.lg};
  }
  h2 {
    margin: 0 0 ${space.md};
    font-size: 1.5rem;
  }
`

// Date and time controls need about 9rem to show "11/23/2026" or "12:30 PM" next to their picker
// icon: one column on the narrowest phones, two from 360px, one row only from "lg".
const Grid = styled.div`
  display: grid;
  gap: ${space.md};
  grid-template-columns: 1fr;
  & > :first-child {
    grid-column: 1 / -1;
  }
  input[type='date'],
  input[type='time'] {
    padding-inline: ${space.sm};
  }
  @media (min-width: 360px) {
    grid-template-columns: 1fr 1fr;
  }
  ${mediaUp('lg')} {
    grid-template-columns: 2fr 1fr 1fr 1fr 1fr auto;
    align-items: end;
    & > :first-child {
      grid-column: auto;
    }
  }
`

const Submit = styled.button`
  grid-column: 1 / -1;
  min-height: 48px;
  padding: ${space.sm} ${space.lg};
  border: 0;
  border-radius: ${radius.sm};
  background: ${color.primary};
  color: ${color.onPrimary};
  font: inherit;
  font-weight: 700;
  cursor: pointer;
  ${mediaUp('lg')} {
    grid-column: auto;
  }
`

const ERROR_KEYS: Record<BookingSearchError, string> = {
  pickup: 'common.requiredField',
  pickupDate: 'common.requiredField',
  returnDate: 'common.requiredField',
  pickupInPast: 'bookingContainer.errorPickupInPast',
  returnBeforePickup: 'bookingContainer.errorReturnBeforePickup',
}

const FIELD_OF_ERROR: Record<BookingSearchError, keyof BookingSearch> = {
  pickup: 'pickup',
  pickupDate: 'pickupDate',
  returnDate: 'returnDate',
  pickupInPast: 'pickupDate',
  returnBeforePickup: 'returnDate',
}

const isoDay = (date: Date) => format(date, 'yyyy-MM-dd')

export function BookingContainer({ heading, action, pickup_location }: BookingContainerProps) {
  const { t } = useTranslation()
  const env = usePageEnv()
  const href = useHref(action)
  const id = useId()
  const [search, setSearch] = useAtom(bookingSearchAtom)
  const [errors, setErrors] = useState<BookingSearchError[]>([])
  const [today, setToday] = useState('')

  // Dates depend on the visitor's clock, so they are filled in after hydration, never in the static HTML.
  useEffect(() => {
    const now = new Date()
    setToday(isoDay(now))
    setSearch(
      (current) =>
        current ?? {
          pickup: pickup_location ? t(pickup_location) : '',
          pickupDate: isoDay(addDays(now, 1)),
          pickupTime: clockValue(env.initialDate.pickup),
          returnDate: isoDay(addDays(now, 4)),
          returnTime: clockValue(env.initialDate.return),
        },
    )
  }, [env, pickup_location, setSearch, t])

  const values: BookingSearch = search ?? {
    pickup: pickup_location ? t(pickup_location) : '',
    pickupDate: '',
    pickupTime: clockValue(env.initialDate.pickup),
    returnDate: '',
    returnTime: clockValue(env.initialDate.return),
  }
  const update = (key: keyof BookingSearch) => (event: { target: { value: string } }) =>
    setSearch({ ...values, [key]: event.target.value })

  function submit(event: FormEvent<HTMLFormElement>) {
    const found = findBookingSearchErrors(values, today || isoDay(new Date()))
    setErrors(found)
    if (found.length > 0) {
      event.preventDefault()
      document.getElementById(`${id}-${FIELD_OF_ERROR[found[0]]}`)?.focus()
    }
  }

  const errorFor = (key: keyof BookingSearch) => errors.find((error) => FIELD_OF_ERROR[error] === key)
  const control = (key: keyof BookingSearch, type: 'text' | 'date' | 'time', label: string, extra: Record<string, string> = {}) => {
    const error = errorFor(key)
    return (
      <div className={field}>
        <label htmlFor={`${id}-${key}`}>{t(label)}</label>
        <input
          id={`${id}-${key}`}
          name={key}
          type={type}
          value={values[key]}
          onChange={update(key)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-${key}-error` : undefined}
          {...extra}
        />
        {error && (
          <p className={fieldError} id={`${id}-${key}-error`}>
            {t(ERROR_KEYS[error])}
          </p>
        )}
      </div>
    )
  }

  return (
    <Panel aria-labelledby={`${id}-heading`}>
      <Card>
        <h2 id={`${id}-heading`}>{t(heading)}</h2>
        <form action={href} method="get" noValidate onSubmit={submit}>
          <Grid>
            {control('pickup', 'text', 'bookingContainer.pickupLocation', { autoComplete: 'off', maxLength: '100' })}
            {control('pickupDate', 'date', 'bookingContainer.pickupDate', today ? { min: today } : {})}
            {control('pickupTime', 'time', 'bookingContainer.pickupTime', { step: '900' })}
            {control('returnDate', 'date', 'bookingContainer.returnDate', values.pickupDate ? { min: values.pickupDate } : {})}
            {control('returnTime', 'time', 'bookingContainer.returnTime', { step: '900' })}
            <Submit type="submit">{t('bookingContainer.submit')}</Submit>
          </Grid>
        </form>
      </Card>
    </Panel>
  )
}
