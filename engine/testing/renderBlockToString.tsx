import { createStore } from 'jotai'
import type { ComponentType } from 'react'
import { renderToString } from 'react-dom/server'
import { readFileSync } from 'node:fs'
import { BlockProviders } from '../shared/BlockProviders.tsx'
import { createI18n, type Bundle } from '../shared/i18n/createI18n.ts'
import type { PageEnv } from '../shared/PageEnv.tsx'
import { fromRepo } from '../node/repoRoot.ts'

export const testEnv: PageEnv = {
  market: 'de',
  country: 'de',
  language: 'de',
  locale: 'de-DE',
  dir: 'ltr',
  currency: 'EUR',
  brandName: 'Example',
  formats: { date: 'dd.MM.yyyy', nameDate: 'd. MMMM yyyy', time: 'HH:mm', hour12Format: false, decimalSeparator: ',', isFirstDaySunday: false, measureOfLength: 'km' },
  hiddenCurrencies: [],
  initialDate: { pickup: { hour: 12, minute: 30 }, return: { hour: 8, minute: 30 } },
  marketChooserHref: '/',
  links: { 'page:start': '/de-de/', 'page:online-booking': '/de-de/booking/', 'page:airport-promotion': '/de-de/flughafen/' },
  api: { endpointBase: 'https://api.example.test', endpointBaseGrpc: 'https://grpc.example.test', acceptLanguage: 'de-DE', tenantId: 6, webAppBase: '/web-apps', bootstrapperSuffix: '' },
}

/** Renders a block the way the engine does, with the repository's real bundles for the locale. */
export function renderBlockToString<P extends object>(Component: ComponentType<P>, props: P, env: PageEnv = testEnv, locale = 'de-DE'): string {
  const bundle = (name: string) => JSON.parse(readFileSync(fromRepo(`locales/${name}/translations.json`), 'utf8')) as Bundle
  const i18n = createI18n(locale, { [locale]: bundle(locale), 'en-US': bundle('en-US') })
  return renderToString(
    <BlockProviders env={env} i18n={i18n} store={createStore()}>
      <Component {...props} />
    </BlockProviders>,
  )
}
