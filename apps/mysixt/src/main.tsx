import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { I18nextProvider } from 'react-i18next'
import type { CreateMicroApp } from '../../../features/micro-apps/index.ts'
import { createApiClient, createI18n } from '../../../engine/appSdk.ts'
import { MysixtApp } from './MysixtApp.tsx'
import { accountSettingsOf, MysixtContext, mysixtFormat } from './MysixtContext.tsx'
import { MYSIXT_CSS } from './styles.ts'

let sheet: CSSStyleSheet | undefined

/** The app's styles as a constructed stylesheet: the site's Content-Security-Policy forbids inline <style> (see apps/phoenix). */
function injectStyles(): void {
  if (!sheet) {
    sheet = new CSSStyleSheet()
    sheet.replaceSync(MYSIXT_CSS)
  }
  if (!document.adoptedStyleSheets.includes(sheet)) document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet]
}

/**
 * The account micro-app entry (SPEC §1, §7): the site's funnel mount calls create with the element and the
 * request context, which carries the market's account flags. Everything about the visitor's account is loaded
 * here, in the browser, with the session cookie: the prerendered page holds no account data.
 */
export const create: CreateMicroApp = (element, context) => {
  injectStyles()
  const i18n = createI18n(context.locale, { [context.locale]: context.messages })
  const mysixt = { api: createApiClient(context), host: context, format: mysixtFormat(context), settings: accountSettingsOf(context) }
  const root = createRoot(element)
  root.render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <MysixtContext.Provider value={mysixt}>
          <MysixtApp />
        </MysixtContext.Provider>
      </I18nextProvider>
    </StrictMode>,
  )
  return { unmount: () => root.unmount() }
}
