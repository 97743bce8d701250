import type { PageDocument } from '../shared/types/page.gen.ts'

/** A page as one market and language see it: the page document with their overrides applied (engine/node resolvePage). */
export type EffectivePage = Omit<PageDocument, '$schema' | 'overrides' | 'markets'>
