import { createAtomStore } from '../shared/state/atomStore.ts'
import type { ComponentType } from 'react'
import { renderToString } from 'react-dom/server'
import { BlockProviders } from '../shared/BlockProviders.tsx'
import type { PageEnv } from '../shared/PageEnv.tsx'
import { testI18n } from './testI18n.ts'

export const testEnv: PageEnv = {
  market: 'de',
  country: 'de',
  language: 'de',
  locale: 'de-DE',
  dir: 'ltr',
  currency: 'EUR',
  brandName: 'Example',
  formats: {
    date: 'dd.MM.yyyy',
    nameDate: 'd. MMMM yyyy',
    time: 'HH:mm',
    hour12Format: false,
    decimalSeparator: ',',
    isFirstDaySunday: false,
    measureOfLength: 'km',
  },
  hiddenCurrencies: [],
  initialDate: { pickup: { hour: 12, minute: 30 }, return: { hour: 8, minute: 30 } },
  marketChooserHref: '/',
  origin: 'https://www.example.com',
  links: { 'page:start': '/de-de/', 'page:online-booking': '/de-de/booking/', 'page:airport-promotion': '/de-de/flughafen/' },
  api: {
    endpointBase: 'https://api.example.test',
    endpointBaseGrpc: 'https://grpc.example.test',
    acceptLanguage: 'de-DE',
    tenantId: 6,
    webAppBase: '/web-apps',
    bootstrapperSuffix: '',
  },
}

/** The same page in the US market: English, dollars, month-first dates, a 12-hour clock, miles, weeks from Sunday. */
export const usTestEnv: PageEnv = {
  ...testEnv,
  market: 'us',
  country: 'us',
  language: 'en',
  locale: 'en-US',
  currency: 'USD',
  formats: {
    date: 'MM/dd/yyyy',
    nameDate: 'MMMM d, yyyy',
    time: 'h:mm a',
    hour12Format: true,
    decimalSeparator: '.',
    isFirstDaySunday: true,
    measureOfLength: 'mi',
  },
}

/** Renders a block the way the engine does, with the repository's real bundles for the locale. */
export function renderBlockToString<P extends object>(
  Component: ComponentType<P>,
  props: P,
  env: PageEnv = testEnv,
  locale = 'de-DE',
): string {
  const i18n = testI18n(locale)
  return renderToString(
    <BlockProviders env={env} i18n={i18n} store={createAtomStore()}>
      <Component {...props} />
    </BlockProviders>,
  )
}
