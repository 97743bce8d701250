import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createI18n, marketTextValues, TextsProvider } from '../../../engine/appSdk.ts'
import { createRideCalls } from '../../../features/web-api/index.ts'
import type { CreateMicroApp } from '../../../features/micro-apps/index.ts'
import { adoptStyles } from '../../shared/adoptStyles.ts'
import { RideHomeApp } from './RideHomeApp.tsx'
import { RideHomeContext } from './RideHomeContext.tsx'
import { RIDE_HOME_CSS } from './styles.ts'

/** The micro-app entry (SPEC §7): the ride layout's ride-home block calls create with the element and the request context. */
export const create: CreateMicroApp = (element, context) => {
  adoptStyles('ride-home', RIDE_HOME_CSS)
  // The page's texts name {{firstRideDiscount}}: the same market values as the page (15 in the market's currency).
  const i18n = createI18n(context.locale, { [context.locale]: context.messages }, [], marketTextValues(context))
  // Only the ride service's calls: the app makes no other, so the page loads no other endpoint's code.
  const api = createRideCalls(context)
  const root = createRoot(element)
  root.render(
    <StrictMode>
      <TextsProvider texts={i18n}>
        <RideHomeContext.Provider value={{ api, host: context }}>
          <RideHomeApp />
        </RideHomeContext.Provider>
      </TextsProvider>
    </StrictMode>,
  )
  return { unmount: () => root.unmount() }
}
