import { forwardRef, useId, useState } from 'react'
import type { RideAddress } from '../../../features/web-api/index.ts'
import { useTranslation } from '../../../engine/appSdk.ts'
import { SEARCH_MAX_LENGTH } from '../../../features/booking-search/index.ts'
import { useRideHome } from './RideHomeContext.tsx'
import { useAddressSuggestions } from './useAddressSuggestions.ts'

interface AddressFieldProps {
  label: string
  chosen: RideAddress | undefined
  onChoose: (place: RideAddress | undefined) => void
  error?: string
  /** The service area's cities, named when a search finds nothing (the way on: a street in one of them). */
  cities: string
}

/**
 * An address search of the service area as an ARIA 1.2 combobox with a list: type, move with the arrow keys, choose
 * with Enter, close with Escape. The chosen address shows as the country writes it.
 */
export const AddressField = forwardRef<HTMLInputElement, AddressFieldProps>(function AddressField(
  { label, chosen, onChoose, error, cities },
  ref,
) {
  const { t } = useTranslation()
  const { api, host } = useRideHome()
  const id = useId()
  const [term, setTerm] = useState('')
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const { suggestions, search, loadSearch } = useAddressSuggestions(api, term, host.country.toUpperCase(), open)
  const places = suggestions.status === 'done' ? suggestions.places : []
  const expanded = open && places.length > 0

  function choose(place: RideAddress) {
    onChoose(place)
    setTerm(place.place ?? place.street)
    setOpen(false)
    setActive(-1)
  }

  const status =
    suggestions.status === 'loading'
      ? t('ride.request.searching')
      : suggestions.status === 'tooShort'
        ? t('ride.request.tooShort')
        : suggestions.status === 'tooLong'
          ? t('locationChooser.tooLong')
          : suggestions.status === 'error'
            ? t('ride.request.addressError')
            : suggestions.status === 'done' && open
              ? places.length > 0
                ? t('ride.request.results', { count: places.length })
                : t('ride.request.noAddress', { cities })
              : ''

  return (
    <div className="rh-field">
      <label htmlFor={`${id}-input`}>{label}</label>
      <input
        ref={ref}
        id={`${id}-input`}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={`${id}-list`}
        aria-activedescendant={expanded && active >= 0 ? `${id}-option-${active}` : undefined}
        aria-describedby={`${id}-status${error ? ` ${id}-error` : ''}${chosen ? ` ${id}-chosen` : ''}`}
        aria-invalid={error ? true : undefined}
        maxLength={SEARCH_MAX_LENGTH}
        placeholder={t('ride.request.placeholder')}
        data-ride-address
        value={term}
        onChange={(event) => {
          setTerm(event.target.value)
          setOpen(true)
          setActive(-1)
          if (chosen) onChoose(undefined)
        }}
        onKeyDown={(event) => search?.comboboxKey(event, { places, open, expanded, active, setOpen, setActive, choose })}
        onFocus={search ? undefined : loadSearch}
        onBlur={() => setOpen(false)}
      />
      {/* biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the listbox of the APG combobox pattern; the input keeps the focus */}
      <ul id={`${id}-list`} role="listbox" aria-label={label} className="rh-options" hidden={!expanded}>
        {places.map((place, index) => (
          // biome-ignore lint/a11y/useFocusableInteractive: options are not focused; the input points at the active one with aria-activedescendant
          // biome-ignore lint/a11y/useKeyWithClickEvents: the keys are the input's (arrows, Enter, Escape); a click is for the pointer only
          <li
            key={place.id}
            id={`${id}-option-${index}`}
            // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: an option of the APG combobox pattern
            role="option"
            aria-selected={index === active}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(place)}
          >
            <strong>{place.place ?? place.lines[0]}</strong>
            <span>{place.lines.slice(1).join(', ')}</span>
          </li>
        ))}
      </ul>
      <p id={`${id}-status`} className="rh-hint" aria-live="polite">
        {status}
      </p>
      {error && (
        <p id={`${id}-error`} className="rh-error">
          {error}
        </p>
      )}
      {chosen && (
        <p id={`${id}-chosen`} className="rh-chosen" data-chosen-address>
          {chosen.lines.join(', ')}
        </p>
      )}
    </div>
  )
})
