import { linkTo } from '../shared/linkTo.ts'
import type { MarketChoice } from '../views/MarketChooserView.tsx'
import type { SiteIndex } from '../model/siteIndex.ts'
import { i18nFor } from './translations.ts'

/** The market chooser's entries: every market with each language, named in that language, sorted by country name. No view here, so tools and tests read it in plain Node. */
export function marketChoices(site: SiteIndex): MarketChoice[] {
  const choices: MarketChoice[] = [...site.markets.values()].map(({ value: market }) => ({
    market: market.code,
    languages: market.languages.map(({ language, locale, fallbackLocales }) => {
      const i18n = i18nFor(site, locale, fallbackLocales)
      return {
        language,
        locale,
        countryName: i18n.t(market.name),
        languageName: i18n.t(`languages.${language}`),
        href: linkTo(
          { market: market.code, language, country: market.countryAlpha2.toLowerCase(), prefix: market.pathPrefix, slug: '' },
          site.links,
        ),
      }
    }),
  }))
  return choices.sort((a, b) => a.languages[0].countryName.localeCompare(b.languages[0].countryName))
}
