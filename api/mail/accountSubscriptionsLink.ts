import { visitorPage } from '../http/visitorPage.ts'

/**
 * The account's Subscriptions tab on the market the visitor subscribed on (the page the request came from, as
 * manageBookingLink.ts finds it; the account's path is "/account" in every market). Undefined for a request that names
 * no page of this site: the mail then offers no link rather than a guessed one.
 */
export function accountSubscriptionsLink(request: Request): string | undefined {
  const page = visitorPage(request)
  const prefix = page && /^\/([a-z]{2}-[a-z]{2}(?:-[a-z0-9]+)?)\//.exec(page.pathname)?.[1]
  return page && prefix ? new URL(`/${prefix}/account/#/subscriptions`, page.origin).href : undefined
}
