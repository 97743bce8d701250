import { useAtom } from '../../engine/sdk.ts'
import { field, useTranslation } from '../../engine/sdk.ts'
import { DEFAULT_DRIVER_AGE_RULES, driverAgeChoices, type DriverAgeRules } from './driverAgeChoices.ts'
import { LocationChooser } from './location/LocationChooser.tsx'
import { driverAgeAtom, oneWayAtom, returnBranchAtom, returnQueryAtom } from './returnBranchAtoms.ts'
import { checkRow, fullRow, tripOptions } from './tripOptionsStyles.ts'

const RETURN_ATOMS = { branch: returnBranchAtom, query: returnQueryAtom }

/**
 * The search's options besides place and time: returning to another branch (a second location field
 * opens) and the driver's age, with the young driver rule said next to it. The ages are the market's
 * (`driverAges`, from its rental configuration at build time): a market that rents only to drivers of the
 * young-driver age or older has no list, only the rule.
 */
export function TripOptions({
  idPrefix,
  returnError,
  driverAges = DEFAULT_DRIVER_AGE_RULES,
}: {
  idPrefix: string
  returnError?: string
  driverAges?: DriverAgeRules
}) {
  const { t } = useTranslation()
  const youngAges = driverAgeChoices(driverAges)
  const older = { age: driverAges.youngDriverAge }
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
        {youngAges.length === 0 ? (
          <div className={field}>
            <p id={`${idPrefix}-driverAgeHint`}>{t('bookingContainer.driverAgeMinimum', { age: driverAges.minimumDriverAge })}</p>
          </div>
        ) : (
          <div className={field}>
            <label htmlFor={`${idPrefix}-driverAge`}>{t('bookingContainer.driverAge')}</label>
            <select
              id={`${idPrefix}-driverAge`}
              name="driverAge"
              value={driverAge !== undefined && youngAges.includes(driverAge) ? driverAge : ''}
              onChange={(event) => setDriverAge(event.target.value === '' ? undefined : Number(event.target.value))}
              aria-describedby={`${idPrefix}-driverAgeHint`}
            >
              <option value="">{t('bookingContainer.driverAgeOlder', older)}</option>
              {youngAges.map((age) => (
                <option key={age} value={age}>
                  {age}
                </option>
              ))}
            </select>
            <p id={`${idPrefix}-driverAgeHint`}>{t('bookingContainer.youngDriverHint', older)}</p>
          </div>
        )}
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
