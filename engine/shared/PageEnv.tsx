import { createContext, useContext, type ReactNode } from 'react'
import type { PageApiEnv } from './api/ApiContext.ts'
import type { AnalyticsGeneration } from './types/layout.gen.ts'
import type { MarketDocument } from './types/market.gen.ts'
import { resolvePageLink, type CheckedLink, type PageLinks } from './pageLink.ts'

/** What a block knows about the page it is on; islands receive the same data serialized. */
export interface PageEnv {
  market: string
  country: string
  language: string
  locale: string
  dir: 'ltr' | 'rtl'
  currency: string
  brandName: string
  formats: {
    date: string
    nameDate: string
    time: string
    hour12Format: boolean
    decimalSeparator: ',' | '.'
    isFirstDaySunday: boolean
    measureOfLength: 'km' | 'mi'
  }
  /** Currencies the market does not offer (SPEC §3 hideCurrencies). */
  hiddenCurrencies: string[]
  initialDate: { pickup: { hour: number; minute: number }; return: { hour: number; minute: number } }
  /** URL of the market chooser. */
  marketChooserHref: string
  /** The origin this market's pages are served from (site.json origin or marketOrigins), for absolute URLs such as structured data. */
  origin: string
  /** "page:<id>" links resolved for this market and language. */
  links: PageLinks
  /**
   * A page this market language does not publish (a help article not yet written in it), in a language the market
   * offers: the market's other language, else English (engine/model/pageInOtherLanguage.ts). Server rendering only:
   * islands do not receive it.
   */
  otherLanguageLink?: (link: string) => OtherLanguageLink | undefined
  /** Web API and micro-app settings of the build, with the page's language and the market's tenant (SPEC §3, §7). */
  api: PageApiEnv
  /** The market's customer support (SPEC §3), fictitious where the spec gives none. */
  support?: { phoneDisplay: string; phoneDial: string; mail: string; plusMail?: string }
  /** SPEC §3 flag shouldHideWrittenReviews (GB): ratings only, no review texts. */
  shouldHideWrittenReviews?: boolean
  /** SPEC §3, §6: what the account area (the mysixt micro-app) shows in this market. */
  account?: AccountFlags
  /**
   * SPEC §4: the analytics generation the page's layout declares (layouts/*.json analyticsGeneration), for the
   * debugger app; absent when the page loads its domain's own container, so other pages' payloads stay as they were.
   */
  analyticsGeneration?: AnalyticsGeneration
}

type MarketFlags = Required<NonNullable<MarketDocument['flags']>>

/** The market flags of the account area, with the market's values after inheritance. */
export type AccountFlags = Pick<
  MarketFlags,
  'hideAccountTabs' | 'isManageBookingsHidden' | 'isManageSubscriptionsHidden' | 'enableSocialLogin' | 'openHelpCenterEntryPoint'
>

/** A link to a page in another language than the page's: its URL and the language to mark on the link (hreflang). */
export interface OtherLanguageLink {
  href: string
  /** "en-US": the target page's language and country, as its own `<html lang>` says. */
  hreflang: string
}

const PageEnvContext = createContext<PageEnv | null>(null)

export function PageEnvProvider({ env, children }: { env: PageEnv; children: ReactNode }) {
  return <PageEnvContext.Provider value={env}>{children}</PageEnvContext.Provider>
}

export function usePageEnv(): PageEnv {
  const env = useContext(PageEnvContext)
  if (!env) throw new Error('usePageEnv() is used outside a page: render blocks through the engine.')
  return env
}

/**
 * Resolves a document link: "page:<id>" becomes the page's URL in this market; other links pass through. A "page:"
 * literal in code must name a page of pages/ (CheckedLink); a document's value is a `string`, which validation checks.
 */
export function resolveHref<Url extends string>(url: CheckedLink<Url>, env: Pick<PageEnv, 'links'>): string {
  const href = resolvePageLink<string>(url, env.links)
  // Validation refuses links to pages a market does not build, so this is an engine bug.
  if (href === undefined) throw new Error(`The link "${url}" points at a page that is not built for this market.`)
  return href
}

export function useHref<Url extends string>(url: CheckedLink<Url>): string {
  return resolveHref<string>(url, usePageEnv())
}
