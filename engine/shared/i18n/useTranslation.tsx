import { createContext, type ReactNode, useContext } from 'react'
import type { Texts, TFunction } from './translate.ts'

const TextsContext = createContext<Texts | null>(null)

/** The page's texts for every block below: the server's, an island's or a micro-app's, all from createTexts. */
export function TextsProvider({ texts, children }: { texts: Texts; children: ReactNode }) {
  return <TextsContext.Provider value={texts}>{children}</TextsContext.Provider>
}

/**
 * The page's texts: `const { t } = useTranslation()`. Same name and shape as react-i18next's hook (`t`, `i18n`),
 * served by the one runtime (translate.ts) on the server, in islands and in micro-apps.
 */
// The arguments react-i18next takes (namespace, options) are accepted and ignored: a page has one namespace.
export function useTranslation(_namespace?: string | string[], _options?: unknown): { t: TFunction; i18n: Texts; ready: true } {
  const texts = useContext(TextsContext)
  if (!texts) throw new Error('useTranslation() is used outside a page or micro-app: render it inside TextsProvider.')
  return { t: texts.t, i18n: texts, ready: true }
}
