import type { i18n } from 'i18next'
import { Provider as StoreProvider, type createStore } from 'jotai'
import type { ReactNode } from 'react'
import { I18nextProvider } from 'react-i18next'
import { PageEnvProvider, type PageEnv } from './PageEnv.tsx'

/** The same providers wrap a block on the server and in its island, so the two renders match. */
export function BlockProviders({ env, i18n, store, children }: { env: PageEnv; i18n: i18n; store: ReturnType<typeof createStore>; children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <PageEnvProvider env={env}>
        <StoreProvider store={store}>{children}</StoreProvider>
      </PageEnvProvider>
    </I18nextProvider>
  )
}
