/** SPEC §4: the product generations that select an analytics container. */
export type ProductGeneration = 'next' | 'zen' | 'ride'

/** The generation of a page follows its layout: the zen funnel, the ride pages, and "next" for every other page. */
export function productGenerationOf(layoutName: string): ProductGeneration {
  if (layoutName === 'zen') return 'zen'
  if (layoutName === 'ride') return 'ride'
  return 'next'
}

export interface AnalyticsInput {
  /** The market's national domain (domains/<id>.json); undefined when the market has none or it is unknown. */
  domain: { tagManagerId: string } | undefined
  /** The page's locale and the locales the market offers. */
  locale: string
  marketLocales: readonly string[]
  generation: ProductGeneration
  /** The market's containers per generation (markets/*.json "analytics"). */
  analytics?: Partial<Record<ProductGeneration, string>>
}

const CONTAINER_ID = /^GTM-[A-Z0-9]+$/

/**
 * The tag-manager container of a page (SPEC §4, §8): the domain's own container for the next generation,
 * the market's zen or ride container for those generations (else the domain's); no analytics at all for
 * an unknown domain or a locale the market does not offer, or an id that is not a container id.
 */
export function analyticsContainerId(input: AnalyticsInput): string | undefined {
  if (!input.domain || !input.marketLocales.includes(input.locale)) return undefined
  const id = input.generation === 'next' ? input.domain.tagManagerId : (input.analytics?.[input.generation] ?? input.domain.tagManagerId)
  return CONTAINER_ID.test(id) ? id : undefined
}
