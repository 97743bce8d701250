/** Site-wide URL settings from site.json. */
export interface LinkSettings {
  origin: string
  marketOrigins?: Record<string, string>
}

export interface PageAddress {
  /** Market code, such as "ch". */
  market: string
  /** Language code, such as "fr". */
  language: string
  /** Two-letter country code, lowercase, such as "ch". */
  country: string
  /** Path below the market prefix; "" for the start page. */
  slug: string
  /** The market's own prefix (market "pathPrefix", a partner brand's site: "de-de-zentrovo") instead of {language}-{country}. */
  prefix?: string
}

/**
 * The one function that produces every internal URL. Today one origin serves every market under
 * /{language}-{country}/; a market listed in site.json "marketOrigins" is linked on its own origin,
 * so moving a market to its own domain is a configuration change.
 */
export function linkTo(address: PageAddress, settings: LinkSettings, options: { absolute?: boolean; fromMarket?: string } = {}): string {
  const path = pagePath(address)
  const origin = settings.marketOrigins?.[address.market] ?? settings.origin
  const fromOrigin = options.fromMarket ? (settings.marketOrigins?.[options.fromMarket] ?? settings.origin) : settings.origin
  return options.absolute || origin !== fromOrigin ? origin + path : path
}

/** The path part of a page's URL: /{language}-{country}/{slug}/, or /{prefix}/{slug}/ for a market with its own prefix. */
export function pagePath(address: Omit<PageAddress, 'market'>): string {
  return `/${address.prefix ?? `${address.language}-${address.country}`}/${address.slug ? `${address.slug}/` : ''}`
}

/** The market chooser at the root of the origin. */
export function linkToMarketChooser(settings: LinkSettings, options: { absolute?: boolean } = {}): string {
  return options.absolute ? `${settings.origin}/` : '/'
}
