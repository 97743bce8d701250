import type { ReactNode } from 'react'
import { TextsProvider } from './i18n/useTranslation.tsx'
import type { Texts } from './i18n/translate.ts'
import { PageEnvProvider, type PageEnv } from './PageEnv.tsx'
import { IdScopeProvider } from './useElementId.tsx'
import { AtomStoreProvider } from './state/atomHooks.tsx'
import type { AtomStore } from './state/atomStore.ts'

/**
 * The same providers wrap a block on the server and in its island, so the two renders match. The texts are the
 * project's bundles along the fallback chain on the server and in tests, and the payload's resolved texts in the
 * browser, through the same runtime (engine/shared/i18n/translate.ts). An island's render has its own `idPrefix`, so
 * its ids are the same on both sides (useElementId.tsx).
 */
export function BlockProviders({
  env,
  i18n,
  store,
  idPrefix,
  children,
}: {
  env: PageEnv
  i18n: Texts
  store: AtomStore
  idPrefix?: string
  children: ReactNode
}) {
  const content = <AtomStoreProvider store={store}>{children}</AtomStoreProvider>
  return (
    <TextsProvider texts={i18n}>
      <PageEnvProvider env={env}>
        {idPrefix === undefined ? content : <IdScopeProvider prefix={idPrefix}>{content}</IdScopeProvider>}
      </PageEnvProvider>
    </TextsProvider>
  )
}
