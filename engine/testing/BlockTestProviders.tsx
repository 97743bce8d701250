import { type AtomStore, createAtomStore } from '../shared/state/atomStore.ts'
import type { ReactNode } from 'react'
import { BlockProviders } from '../shared/BlockProviders.tsx'
import type { Texts } from '../shared/i18n/translate.ts'
import type { PageEnv } from '../shared/PageEnv.tsx'
import { testEnv } from './renderBlockToString.tsx'
import { testI18n } from './testI18n.ts'

/** The store islands of one page share, for a test that mounts several islands (BlockTestProviders' `store`). */
export { createAtomStore } from '../shared/state/atomStore.ts'

/**
 * The providers the engine wraps every block in, for tests that mount blocks in jsdom: islands of one
 * page share `store`. The site adds its own (its web API client: tests/support/BlockTestProviders.tsx).
 */
export function BlockTestProviders({
  env = testEnv,
  i18n = testI18n(env.locale),
  store = createAtomStore(),
  children,
}: {
  env?: PageEnv
  i18n?: Texts
  store?: AtomStore
  children: ReactNode
}) {
  return (
    <BlockProviders env={env} i18n={i18n} store={store}>
      {children}
    </BlockProviders>
  )
}
