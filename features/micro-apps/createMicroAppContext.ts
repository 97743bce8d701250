import type { PageEnv } from '../../engine/sdk.ts'
import { lastVisitedPath } from '../booking-search/index.ts'
import type { MicroAppContext } from './MicroAppContext.ts'
import { optimizationVisitorId } from './visitorIds.ts'

/**
 * The one context shape every micro-app receives (SPEC §7), given by the plain-DOM mount (startMicroApp): API bases, accept-language, tenant, visitor ids, the page's formats and texts, the
 * site's links (the mounting block may name more, such as the funnel's terms page), and the way back after a
 * chunk failed (SPEC §8).
 */
export function createMicroAppContext(
  env: PageEnv,
  page: { messages: Record<string, unknown>; startHref: string; links?: Partial<MicroAppContext['links']> },
): MicroAppContext {
  return {
    endpointBase: env.api.endpointBase,
    endpointBaseGrpc: env.api.endpointBaseGrpc,
    acceptLanguage: env.api.acceptLanguage,
    tenantId: env.api.tenantId,
    visitorIds: { optimization: optimizationVisitorId() },
    locale: env.locale,
    language: env.language,
    country: env.country,
    currency: env.currency,
    formats: env.formats,
    messages: page.messages,
    links: {
      start: page.startHref,
      account: env.links['page:account'],
      manageBooking: env.links['page:manage-booking'],
      helpCenter: env.links['page:help-center'],
      plus: env.links['page:plus'],
      ...page.links,
    },
    account: env.account,
    brandName: env.brandName,
    analyticsGeneration: env.analyticsGeneration,
    reportChunkLoadError: () => window.location.assign(lastVisitedPath(page.startHref)),
  }
}
