import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import type { CreateMicroApp } from '../../../features/micro-apps/index.ts'
import { createI18n, TextsProvider } from '../../../engine/appSdk.ts'
import { readBookingQuery } from '../../../features/booking-query/index.ts'
import { createApiClient } from '../../../features/web-api/index.ts'
import { adoptStyles } from '../../shared/adoptStyles.ts'
import { PhoenixApp } from './PhoenixApp.tsx'
import { PhoenixContext, phoenixFormat } from './PhoenixContext.tsx'
import { PAYMENT_CSS } from './paymentStyles.ts'
import { PHOENIX_CSS } from './styles.ts'
import { OFFERS_CSS } from './offersStyles.ts'

/** The micro-app entry (SPEC §7): the site's funnel mount calls create with the element and the request context. */
export const create: CreateMicroApp = (element, context) => {
  adoptStyles('phoenix', PHOENIX_CSS + PAYMENT_CSS)
  adoptStyles('phoenix-offers', OFFERS_CSS)
  const i18n = createI18n(context.locale, { [context.locale]: context.messages })
  const phoenix = { api: createApiClient(context), host: context, format: phoenixFormat(context) }
  const root = createRoot(element)
  // A transition: React renders the first view in slices of a few milliseconds and yields in between, so the app's
  // start is no long task on a slow phone (issue 28 §6, the booking page's total blocking time); a default update would
  // render the whole tree in one go.
  startTransition(() =>
    root.render(
      <StrictMode>
        <TextsProvider texts={i18n}>
          <PhoenixContext.Provider value={phoenix}>
            <PhoenixApp query={readBookingQuery(window.location.search)} />
          </PhoenixContext.Provider>
        </TextsProvider>
      </StrictMode>,
    ),
  )
  return { unmount: () => root.unmount() }
}
