import { visitorPage } from './visitorPage.ts'

/**
 * The link of an account mail: the visitor's page (its Referer on this host, ./visitorPage.ts) or the site's root,
 * with the account app's hash route, "#/verify/<token>" or "#/password/<token>" (the app is hash-routed).
 */
export function accountLink(request: Request, route: 'verify' | 'password', token: string): string {
  const page = visitorPage(request)?.href ?? `${new URL(request.url).origin}/`
  return `${page}#/${route}/${token}`
}
