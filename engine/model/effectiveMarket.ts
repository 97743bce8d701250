import type { MarketDocument } from '../shared/types/market.gen.ts'

/** Fields every market (not an abstract base) must end up with after inheritance. */
export const REQUIRED_MARKET_FIELDS = [
  'countryAlpha2',
  'countryAlpha3',
  'langAlpha2',
  'langAlpha3',
  'acceptLanguage',
  'name',
  'languages',
  'defaultCurrency',
  'tenantId',
  'navigation',
  'footer',
  'formats',
  'initialDate',
  'countryCodeNumber',
  'support',
  'links',
  'languageSwitcher',
  'slugs',
  'paths',
  'analytics',
  'consentId',
  'browserDownloadLink',
  'flags',
] as const

export type EffectiveMarket = Required<Pick<MarketDocument, (typeof REQUIRED_MARKET_FIELDS)[number]>> & MarketDocument & { code: string }
