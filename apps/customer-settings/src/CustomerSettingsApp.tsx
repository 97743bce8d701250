import { useId, useState, type FormEvent } from 'react'
import { useTranslation } from '../../../engine/appSdk.ts'
import { readCustomerSettings, RIDE_CLASSES, SETTINGS_KEY, type CustomerSettings, type RideClass } from './customerSettings.ts'

function load(): CustomerSettings {
  try {
    return readCustomerSettings(localStorage.getItem(SETTINGS_KEY))
  } catch {
    return readCustomerSettings(undefined)
  }
}

/** The customer's ride preferences (SPEC §2, §7: customer settings on the ride layout), kept on this device. */
export function CustomerSettingsApp() {
  const { t } = useTranslation()
  const id = useId()
  const [settings, setSettings] = useState(load)
  const [saved, setSaved] = useState<'idle' | 'saved' | 'failed'>('idle')

  function save(event: FormEvent) {
    event.preventDefault()
    try {
      localStorage.setItem(SETTINGS_KEY, JSON.stringify(settings))
      setSaved('saved')
    } catch {
      setSaved('failed')
    }
  }

  return (
    <form className="cs-form" onSubmit={save} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('customerSettings.heading')}</h2>
      <p>{t('customerSettings.intro')}</p>
      <div className="cs-field">
        <label htmlFor={`${id}-class`}>{t('customerSettings.rideClass')}</label>
        <select
          id={`${id}-class`}
          value={settings.rideClass}
          onChange={(event) => {
            setSaved('idle')
            setSettings({ ...settings, rideClass: event.target.value as RideClass })
          }}
        >
          {RIDE_CLASSES.map((rideClass) => (
            <option key={rideClass} value={rideClass}>
              {t(`customerSettings.classes.${rideClass}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="cs-check">
        <input
          id={`${id}-receipts`}
          type="checkbox"
          checked={settings.emailReceipts}
          onChange={(event) => {
            setSaved('idle')
            setSettings({ ...settings, emailReceipts: event.target.checked })
          }}
        />
        <label htmlFor={`${id}-receipts`}>{t('customerSettings.emailReceipts')}</label>
      </div>
      <button type="submit" className="cs-button">
        {t('customerSettings.save')}
      </button>
      <p role="status" className="cs-status">
        {saved === 'saved' ? t('customerSettings.saved') : saved === 'failed' ? t('customerSettings.saveFailed') : ''}
      </p>
    </form>
  )
}
