import type { Bundle } from './i18n/createI18n.ts'
import type { PageEnv } from './PageEnv.tsx'

/** Serialized once per page for its islands: the page env and only the texts the islands use. */
export interface IslandPayload {
  env: PageEnv
  messages: Bundle
}

export const ISLAND_PAYLOAD_ID = 'island-payload'
