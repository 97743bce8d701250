/**
 * What the identity provider added to the account page's address when it sent the visitor back (RFC 6749 §4.1.2):
 * a code and the state, or an error (the visitor cancelled: access_denied) and the state. Nothing for a plain visit.
 */
export type SocialReturn = { kind: 'code'; code: string; state: string } | { kind: 'error'; error: string; state: string }

export function socialReturnOfUrl(search: string): SocialReturn | undefined {
  const query = new URLSearchParams(search)
  const state = query.get('state')
  if (!state) return undefined
  const code = query.get('code')
  const error = query.get('error')
  if (code) return { kind: 'code', code, state }
  if (error) return { kind: 'error', error, state }
  return undefined
}

/** The address without the provider's parameters: a code must not stay in the history, bookmarks or a Referer. */
export function withoutSocialReturn(href: string): string {
  const url = new URL(href)
  for (const name of ['code', 'state', 'error', 'error_description', 'iss']) url.searchParams.delete(name)
  return url.pathname + url.search + url.hash
}
