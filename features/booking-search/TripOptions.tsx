import { useAtom } from 'jotai'
import { field, useTranslation } from '../../engine/sdk.ts'
import { DRIVER_AGE_MIN } from '../booking-query/index.ts'
import { LocationChooser } from './location/LocationChooser.tsx'
import { driverAgeAtom, oneWayAtom, returnBranchAtom, returnQueryAtom } from './returnBranchAtoms.ts'
import { checkRow, fullRow, tripOptions } from './tripOptionsStyles.ts'

/** Ages under the young-driver limit the search offers one by one; 25 and older is one choice. */
const YOUNG_AGES = Array.from({ length: 25 - DRIVER_AGE_MIN }, (_, index) => DRIVER_AGE_MIN + index)
const RETURN_ATOMS = { branch: returnBranchAtom, query: returnQueryAtom }

/**
 * The search's options besides place and time: returning to another branch (a second location field
 * opens) and the driver's age, with the young driver rule said next to it.
 */
export function TripOptions({ idPrefix, returnError }: { idPrefix: string; returnError?: string }) {
  const { t } = useTranslation()
  const [oneWay, setOneWay] = useAtom(oneWayAtom)
  const [driverAge, setDriverAge] = useAtom(driverAgeAtom)
  return (
    <>
      <div className={tripOptions}>
        <div className={checkRow}>
          <input
            id={`${idPrefix}-oneWay`}
            type="checkbox"
            checked={oneWay}
            onChange={(event) => setOneWay(event.target.checked)}
            aria-controls={oneWay ? `${idPrefix}-return` : undefined}
          />
          <label htmlFor={`${idPrefix}-oneWay`}>{t('bookingContainer.differentReturn')}</label>
        </div>
        <div className={field}>
          <label htmlFor={`${idPrefix}-driverAge`}>{t('bookingContainer.driverAge')}</label>
          <select
            id={`${idPrefix}-driverAge`}
            name="driverAge"
            value={driverAge ?? ''}
            onChange={(event) => setDriverAge(event.target.value === '' ? undefined : Number(event.target.value))}
            aria-describedby={`${idPrefix}-driverAgeHint`}
          >
            <option value="">{t('bookingContainer.driverAgeOlder')}</option>
            {YOUNG_AGES.map((age) => (
              <option key={age} value={age}>
                {age}
              </option>
            ))}
          </select>
          <p id={`${idPrefix}-driverAgeHint`}>{t('bookingContainer.youngDriverHint')}</p>
        </div>
      </div>
      {oneWay && (
        <div className={fullRow}>
          <LocationChooser
            label="bookingContainer.returnLocation"
            inputId={`${idPrefix}-return`}
            error={returnError}
            atoms={RETURN_ATOMS}
            name="returnBranch"
          />
        </div>
      )}
    </>
  )
}
