/**
 * The page of the site a request was sent from (its Referer), when it is on the host the request went to: links in
 * mails lead back to it (the account page of the visitor's market and language). Undefined for a client that names
 * no page, or another site's page (a link in a mail must never lead elsewhere).
 */
export function visitorPage(request: Request): URL | undefined {
  const referer = request.headers.get('referer')
  if (!referer) return undefined
  let page: URL
  try {
    page = new URL(referer)
  } catch {
    return undefined
  }
  const host = request.headers.get('host') ?? new URL(request.url).host
  if (page.host !== host || (page.protocol !== 'http:' && page.protocol !== 'https:')) return undefined
  page.hash = ''
  page.search = ''
  return page
}
