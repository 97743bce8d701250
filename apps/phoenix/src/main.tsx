import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { I18nextProvider } from 'react-i18next'
import type { CreateMicroApp } from '../../../features/micro-apps/index.ts'
import { createApiClient, createI18n, readBookingQuery } from '../../../engine/appSdk.ts'
import { PhoenixApp } from './PhoenixApp.tsx'
import { PhoenixContext, phoenixFormat } from './PhoenixContext.tsx'
import { PHOENIX_CSS } from './styles.ts'

let sheet: CSSStyleSheet | undefined

/**
 * The app's styles as a constructed stylesheet adopted by the document: the site's Content-Security-Policy
 * forbids inline <style> elements (style-src 'self'), and CSP does not govern stylesheets built through the CSSOM.
 */
function injectStyles(): void {
  if (!sheet) {
    sheet = new CSSStyleSheet()
    sheet.replaceSync(PHOENIX_CSS)
  }
  if (!document.adoptedStyleSheets.includes(sheet)) document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet]
}

/** The micro-app entry (SPEC §7): the site's funnel mount calls create with the element and the request context. */
export const create: CreateMicroApp = (element, context) => {
  injectStyles()
  const i18n = createI18n(context.locale, { [context.locale]: context.messages })
  const phoenix = { api: createApiClient(context), host: context, format: phoenixFormat(context) }
  const root = createRoot(element)
  root.render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <PhoenixContext.Provider value={phoenix}>
          <PhoenixApp query={readBookingQuery(window.location.search)} />
        </PhoenixContext.Provider>
      </I18nextProvider>
    </StrictMode>,
  )
  return { unmount: () => root.unmount() }
}
