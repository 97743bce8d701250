import { Provider as StoreProvider, type createStore } from 'jotai'
import type { ReactNode } from 'react'
import { TextsProvider } from './i18n/useTranslation.tsx'
import type { Texts } from './i18n/translate.ts'
import { PageEnvProvider, type PageEnv } from './PageEnv.tsx'

/**
 * The same providers wrap a block on the server and in its island, so the two renders match. The texts are the
 * project's bundles along the fallback chain on the server and in tests, and the payload's resolved texts in the
 * browser, through the same runtime (engine/shared/i18n/translate.ts).
 */
export function BlockProviders({
  env,
  i18n,
  store,
  children,
}: {
  env: PageEnv
  i18n: Texts
  store: ReturnType<typeof createStore>
  children: ReactNode
}) {
  return (
    <TextsProvider texts={i18n}>
      <PageEnvProvider env={env}>
        <StoreProvider store={store}>{children}</StoreProvider>
      </PageEnvProvider>
    </TextsProvider>
  )
}
