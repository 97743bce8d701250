import { useId } from 'react'
import { useTranslation } from '../../../engine/appSdk.ts'
import { RIDER_LIMITS, type RiderContact, type RiderField } from '../../../features/ride/index.ts'

interface RiderFieldsProps {
  values: RiderContact
  onChange: (field: RiderField, value: string) => void
  errors: Partial<Record<RiderField, string>>
}

const FIELDS: { field: RiderField; type: string; autoComplete: string; maxLength?: number }[] = [
  { field: 'name', type: 'text', autoComplete: 'name', maxLength: RIDER_LIMITS.name },
  { field: 'email', type: 'email', autoComplete: 'email', maxLength: RIDER_LIMITS.email },
  { field: 'phone', type: 'tel', autoComplete: 'tel' },
]

/** Who rides (issue 26): the name the driver asks for, the email the confirmation goes to, the phone the driver calls. */
export function RiderFields({ values, onChange, errors }: RiderFieldsProps) {
  const { t } = useTranslation()
  const id = useId()
  return (
    <fieldset className="rh-contact">
      <legend>{t('ride.request.contactHeading')}</legend>
      {FIELDS.map(({ field, type, autoComplete, maxLength }) => {
        const hint = field === 'phone' ? t('ride.request.phoneHint') : undefined
        const describedBy = [hint && `${id}-${field}-hint`, errors[field] && `${id}-${field}-error`].filter(Boolean).join(' ')
        return (
          <div className="rh-field" key={field}>
            <label htmlFor={`${id}-${field}`}>{t(`ride.request.${field}`)}</label>
            <input
              id={`${id}-${field}`}
              name={field}
              type={type}
              autoComplete={autoComplete}
              maxLength={maxLength}
              value={values[field]}
              onChange={(event) => onChange(field, event.target.value)}
              aria-invalid={errors[field] ? true : undefined}
              aria-describedby={describedBy || undefined}
            />
            {hint && (
              <p id={`${id}-${field}-hint`} className="rh-hint">
                {hint}
              </p>
            )}
            {errors[field] && (
              <p id={`${id}-${field}-error`} className="rh-error">
                {errors[field]}
              </p>
            )}
          </div>
        )
      })}
    </fieldset>
  )
}
