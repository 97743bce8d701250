import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

/** The no-reply address mails come from unless MAIL_FROM names another (a fictitious domain: RFC 2606). */
export const DEFAULT_MAIL_FROM = 'no-reply@example.com'

export interface MailSender {
  /** The display name: the site's brand (site.json "brandName"). */
  name: string
  address: string
}

let brandName: string | undefined

/** The site's brand, read from site.json once: the same name the header and titles show. */
export function siteBrandName(): string {
  brandName ??= (JSON.parse(readFileSync(fileURLToPath(new URL('../../site.json', import.meta.url)), 'utf8')) as { brandName: string })
    .brandName
  return brandName
}

/** Who mails are from: the brand's name and MAIL_FROM, else the no-reply address. */
export function mailSender(env: NodeJS.ProcessEnv = process.env): MailSender {
  return { name: siteBrandName(), address: env.MAIL_FROM?.trim() || DEFAULT_MAIL_FROM }
}
