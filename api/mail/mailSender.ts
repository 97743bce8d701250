import { readFileSync } from 'node:fs'
import { fromRepo } from '../../engine/node/repoRoot.ts'

/** The no-reply address mails come from unless MAIL_FROM names another (a fictitious domain: RFC 2606). */
export const DEFAULT_MAIL_FROM = 'no-reply@example.com'

export interface MailSender {
  /** The display name: the site's brand (site.json "brandName"). */
  name: string
  address: string
}

let site: { brandName: string; origin: string } | undefined

function siteSettings(): { brandName: string; origin: string } {
  site ??= JSON.parse(readFileSync(fromRepo('site.json'), 'utf8')) as {
    brandName: string
    origin: string
  }
  return site
}

/** The site's brand, read from site.json once: the same name the header and titles show. */
export function siteBrandName(): string {
  return siteSettings().brandName
}

/** The site's public origin (site.json "origin"): what a link in a mail given as a path is resolved against. */
export function siteOrigin(): string {
  return siteSettings().origin
}

/** Who mails are from: the brand's name and MAIL_FROM, else the no-reply address. */
export function mailSender(env: NodeJS.ProcessEnv = process.env): MailSender {
  return { name: siteBrandName(), address: env.MAIL_FROM?.trim() || DEFAULT_MAIL_FROM }
}
