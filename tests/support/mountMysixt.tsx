// Mounts the account app in jsdom the way the site's funnel mount does (main.tsx), with a fake API, for the app's tests.
import { act, StrictMode } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import type { ApiClient, User } from '../../features/web-api/index.ts'
import { TextsProvider } from '../../engine/appSdk.ts'
import { fail } from '../../engine/testing/apiResults.ts'
import { fakeApi } from './fakeApi.ts'
import { testEnv, usTestEnv } from '../../engine/testing/renderBlockToString.tsx'
import { testI18n } from '../../engine/testing/testI18n.ts'
import type { MicroAppContext } from '../../features/micro-apps/index.ts'
import { MysixtApp } from '../../apps/mysixt/src/MysixtApp.tsx'
import { accountSettingsOf, MysixtContext, mysixtFormat } from '../../apps/mysixt/src/MysixtContext.tsx'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

export const erika: User = {
  id: 'u-1',
  firstName: 'Erika',
  lastName: 'Muster',
  email: 'erika@example.com',
  createdAt: '2029-03-14T09:00:00Z',
  emailVerified: true,
}

/** GET /v2/users/me without a session. */
export const nobody = fail({ kind: 'http', status: 401, path: '/v2/users/me', message: 'no session' })

/** The mount context the site's funnel mount gives the app on a German page (blocks/funnel-mount). */
export const germanHost: MicroAppContext = {
  ...testEnv.api,
  visitorIds: { optimization: 'visitor-1' },
  locale: 'de-DE',
  language: 'de',
  country: 'de',
  currency: 'EUR',
  formats: testEnv.formats,
  messages: {},
  links: { start: '/de-de/', manageBooking: '/de-de/manage-booking/', helpCenter: '/de-de/help-center/' },
  account: {
    hideAccountTabs: [],
    isManageBookingsHidden: false,
    isManageSubscriptionsHidden: false,
    enableSocialLogin: true,
    openHelpCenterEntryPoint: true,
  },
  reportChunkLoadError: () => {},
}

export const usHost: MicroAppContext = {
  ...germanHost,
  locale: 'en-US',
  language: 'en',
  country: 'us',
  currency: 'USD',
  formats: usTestEnv.formats,
}

/** The roots mount() made, so a test's afterEach can unmount them before the page is emptied. */
const mounted: Root[] = []

/**
 * Unmounts every app mount() made: emptying the page alone left React's scheduled work running after jsdom was torn
 * down ("window is not defined" as an unhandled error of the run).
 */
export async function unmountAll(): Promise<void> {
  await act(async () => {
    for (const root of mounted.splice(0)) root.unmount()
  })
}

/** The app in a fresh element of the page; `strict` renders it in StrictMode as main.tsx does (effects run twice). */
export async function mount(api: Partial<ApiClient>, host: MicroAppContext = germanHost, { strict = false } = {}): Promise<HTMLElement> {
  const element = document.createElement('div')
  element.dataset.microApp = 'mysixt'
  document.body.append(element)
  const mysixt = { api: { ...fakeApi(host.locale), ...api }, host, format: mysixtFormat(host), settings: accountSettingsOf(host) }
  const app = (
    <TextsProvider texts={testI18n(host.locale)}>
      <MysixtContext.Provider value={mysixt}>
        <MysixtApp />
      </MysixtContext.Provider>
    </TextsProvider>
  )
  const root = createRoot(element)
  mounted.push(root)
  await act(async () => root.render(strict ? <StrictMode>{app}</StrictMode> : app))
  return element
}

/** Clicks the button of the app whose text is exactly `text`. */
export async function click(app: HTMLElement, text: string): Promise<void> {
  const button = [...app.querySelectorAll('button')].find((candidate) => candidate.textContent === text)
  if (!button) throw new Error(`no button "${text}" in ${app.innerHTML}`)
  await act(async () => button.click())
}
