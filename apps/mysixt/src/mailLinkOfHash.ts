/**
 * The links the account mails carry back to the account page (issue 24): `#/verify/<token>` from the sign-up mail,
 * `#/password/<token>` from a password-reset (or "this email has an account") mail. The reference API writes them
 * (api/mail); a change of shape there must change here.
 */
export type MailLink = { kind: 'verify' | 'password'; token: string }

const MAIL_LINK = /^#\/(verify|password)\/([^/?#]+)\/?$/

/** The mail link a location hash holds, or undefined for any other hash (a tab, nothing, a link without a token). */
export function mailLinkOfHash(hash: string): MailLink | undefined {
  const match = MAIL_LINK.exec(hash)
  if (!match) return undefined
  let token: string
  try {
    token = decodeURIComponent(match[2])
  } catch {
    return undefined
  }
  return { kind: match[1] as MailLink['kind'], token }
}

/** How long the sign-up mail's link works (the reference API's verification tokens), said on the "check your inbox" screen. */
export const VERIFICATION_LINK_HOURS = 48
/** How long a password-reset link works (schemas/api/newPasswordRequest.schema.json), said when one has expired. */
export const RESET_LINK_MINUTES = 30
