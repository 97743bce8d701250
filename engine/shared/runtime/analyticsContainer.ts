import type { AnalyticsGeneration } from '../types/layout.gen.ts'

export interface AnalyticsInput {
  /** The market's national domain (domains/<id>.json); undefined when the market has none or it is unknown. */
  domain: { tagManagerId: string } | undefined
  /** The page's locale and the locales the market offers. */
  locale: string
  marketLocales: readonly string[]
  /** The generation the page's layout declares (layouts/*.json analyticsGeneration); undefined: the domain's own container. */
  generation: AnalyticsGeneration | undefined
  /** The market's containers per generation (markets/*.json "analytics"). */
  analytics?: Partial<Record<AnalyticsGeneration, string>>
}

const CONTAINER_ID = /^GTM-[A-Z0-9]+$/

/**
 * The tag-manager container of a page (SPEC §4, §8): the domain's own container by default; the market's
 * container for the generation the page's layout declares (else the domain's); no analytics at all for an
 * unknown domain or a locale the market does not offer, or an id that is not a container id. Which layouts
 * belong to which generation, and the containers, are documents (layouts/*.json, markets/*.json).
 */
export function analyticsContainerId(input: AnalyticsInput): string | undefined {
  if (!input.domain || !input.marketLocales.includes(input.locale)) return undefined
  const declared = input.generation === undefined ? undefined : input.analytics?.[input.generation]
  const id = declared ?? input.domain.tagManagerId
  return CONTAINER_ID.test(id) ? id : undefined
}
