import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createI18n, TextsProvider } from '../../../engine/appSdk.ts'
import type { CreateMicroApp } from '../../../features/micro-apps/index.ts'
import { createApiClient } from '../../../features/web-api/index.ts'
import { adoptStyles } from '../../shared/adoptStyles.ts'
import { PlusSubscribeApp } from './PlusSubscribeApp.tsx'
import { plusSubscribeOf, PlusSubscribeContext } from './PlusSubscribeContext.tsx'
import { PLUS_SUBSCRIBE_CSS } from './styles.ts'

/**
 * The micro-app entry (SPEC §7): the plus subscription journey (issue 26), mounted by the funnel-mount block of
 * pages/plus-subscription.json. The offer comes from the address (?offer=<id>, the offer cards' links); without one
 * the app lists the offers to choose from (the campaign dialog's way in).
 */
export const create: CreateMicroApp = (element, context) => {
  adoptStyles('plus-subscribe', PLUS_SUBSCRIBE_CSS)
  const i18n = createI18n(context.locale, { [context.locale]: context.messages }, [])
  const api = createApiClient(context)
  const offerId = new URLSearchParams(window.location.search).get('offer') ?? undefined
  const root = createRoot(element)
  root.render(
    <StrictMode>
      <TextsProvider texts={i18n}>
        <PlusSubscribeContext.Provider value={plusSubscribeOf(api, context)}>
          <PlusSubscribeApp initialOfferId={offerId} />
        </PlusSubscribeContext.Provider>
      </TextsProvider>
    </StrictMode>,
  )
  return { unmount: () => root.unmount() }
}
