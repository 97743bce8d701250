import { isLocalHost } from './isLocalHost.ts'
import { requestHost } from './sameOrigin.ts'
import { visitorPage } from './visitorPage.ts'

/**
 * The link of an account mail: the visitor's page (its Referer on this host, ./visitorPage.ts), with the account app's
 * hash route, "#/verify/<token>" or "#/password/<token>" (the app is hash-routed). A client that names no page of this
 * site (a script, another site's page) gets the account page of the request's locale ("de-DE" → /de-de/account/) on the
 * host it called, or that host's root without a locale: the host, because the server's own request URL is built on a
 * fixed origin (api/node/serveApiRequest.ts); plain http only for a local host.
 */
export function accountLink(request: Request, route: 'verify' | 'password', token: string, locale?: string): string {
  const page = visitorPage(request)?.href ?? fallbackPage(request, locale)
  return `${page}#/${route}/${token}`
}

function fallbackPage(request: Request, locale: string | undefined): string {
  const host = requestHost(request)
  const scheme = isLocalHost(host) ? 'http' : 'https'
  const path = locale && /^[a-z]{2}-[A-Z]{2}$/.test(locale) ? `/${locale.toLowerCase()}/account/` : '/'
  return `${scheme}://${host}${path}`
}
