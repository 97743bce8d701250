import type { Bundle } from './i18n/createI18n.ts'
import type { OtherLanguageLink, PageEnv } from './PageEnv.tsx'

/** Serialized once per page for its islands: the page env and only the texts the islands use. */
export interface IslandPayload {
  env: PageEnv
  messages: Bundle
  /** The answers of env.otherLanguageLink (a function, not serialized) for the islands' links the page's language lacks. */
  otherLanguageLinks?: Record<string, OtherLanguageLink>
}

export const ISLAND_PAYLOAD_ID = 'island-payload'
