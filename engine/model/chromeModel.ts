/** What the server resolves for the chrome of one page (engine/server/createChromeModel.ts) and the chrome views render. */

/** A resolved link of the chrome: `title` is a translation key; target and rel follow SPEC §3. */
export interface ChromeLink {
  title: string
  href: string
  target?: string
  rel?: string
}

export interface MenuGroupModel {
  title: string
  links: (ChromeLink & { gapAfter: boolean })[]
}

export interface ProductLineTab extends ChromeLink {
  heading: string
  active: boolean
}

/** What the header, menu, tabs, footer, cookie banner and error pages of one page show. */
export interface ChromeModel {
  menu: { label: string; groups: MenuGroupModel[]; columnsFrom: 'md' | 'lg' }
  login?: ChromeLink & { account?: AccountAreaModel }
  productLineTabs: ProductLineTab[]
  footer: {
    text: string
    links: ChromeLink[]
    legal: ChromeLink[]
    followUs: ChromeLink[]
    apps: ChromeLink[]
    cookieSettings: boolean
    /** The year of the build date (engine/server/buildDate.ts), for the copyright line. */
    copyrightYear: number
  }
  consent: { cookiePrefix: string; tagManagerSrc?: string; consentLoaderSrc?: string }
  notFound: { home: string; branches?: string; fleet?: string }
}

/** The login area once logged in (navigation login.account): the account link's text, the logout's and the web API paths. */
export interface AccountAreaModel {
  title: string
  logoutTitle: string
  sessionPath: string
  logoutPath: string
}

export interface LanguageLink {
  language: string
  /** Translation key of the language's name (market languageSwitcher translationKey). */
  labelKey: string
  href: string
  current: boolean
}
