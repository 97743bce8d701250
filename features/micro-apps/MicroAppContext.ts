import type { ApiContext, PageEnv } from '../../engine/sdk.ts'

/** What a micro-app's create function receives: the request context of SPEC §7 and what it needs to fit the page. */
export interface MicroAppContext extends ApiContext {
  /** Optimization-testing visitor ids (SPEC §7), so the app's experiments see the same visitor as the site's. */
  visitorIds: { optimization: string }
  locale: string
  language: string
  country: string
  currency: string
  formats: PageEnv['formats']
  /** The page's texts for the app, already in the page language (i18next resources, namespace "translations"). */
  messages: Record<string, unknown>
  /** Pages of the site the app links to: the start page; the account, manage-booking and plus pages where the market has them. */
  links: { start: string; account?: string; manageBooking?: string; helpCenter?: string; terms?: string; plus?: string }
  /** The market's account flags (SPEC §3, §6), for the account app (mysixt). */
  account?: PageEnv['account']
  /** The brand the page shows (site.json brandName, or the partner brand of the market). */
  brandName?: string
  /** SPEC §4: the analytics generation the page's layout declares; undefined: the domain's own container. */
  analyticsGeneration?: PageEnv['analyticsGeneration']
  /** The app calls this when one of its chunks fails to load; the site then takes the visitor back (SPEC §8). */
  reportChunkLoadError: (error: unknown) => void
}

export interface MicroAppInstance {
  unmount?: () => void
}

/** The module export every micro-app entry provides. */
export type CreateMicroApp = (element: HTMLElement, context: MicroAppContext) => MicroAppInstance | undefined
