import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import type { CreateMicroApp } from '../../../features/micro-apps/index.ts'
import { createI18n, TextsProvider } from '../../../engine/appSdk.ts'
import { createApiClient } from '../../../features/web-api/index.ts'
import { adoptStyles } from '../../shared/adoptStyles.ts'
import { MysixtApp } from './MysixtApp.tsx'
import { accountSettingsOf, MysixtContext, mysixtFormat } from './MysixtContext.tsx'
import { MYSIXT_CSS } from './styles.ts'

/**
 * The account micro-app entry (SPEC §1, §7): the site's funnel mount calls create with the element and the
 * request context, which carries the market's account flags. Everything about the visitor's account is loaded
 * here, in the browser, with the session cookie: the prerendered page holds no account data.
 */
export const create: CreateMicroApp = (element, context) => {
  adoptStyles('mysixt', MYSIXT_CSS)
  const i18n = createI18n(context.locale, { [context.locale]: context.messages })
  const mysixt = { api: createApiClient(context), host: context, format: mysixtFormat(context), settings: accountSettingsOf(context) }
  const root = createRoot(element)
  root.render(
    <StrictMode>
      <TextsProvider texts={i18n}>
        <MysixtContext.Provider value={mysixt}>
          <MysixtApp />
        </MysixtContext.Provider>
      </TextsProvider>
    </StrictMode>,
  )
  return { unmount: () => root.unmount() }
}
