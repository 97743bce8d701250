import type { MailKind } from './mailRequest.ts'

/** A label and its value: a fact of the booking, or a line of its price. */
export interface MailRow {
  label: string
  value: string
}

/**
 * One piece of a mail's body. The plain-text and HTML parts are both rendered from these (renderMailText.ts,
 * renderMailHtml.ts), so the two parts of a mail cannot say different things.
 */
export type MailBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'action'; label: string; href: string }
  | { kind: 'facts'; rows: MailRow[] }
  | { kind: 'prices'; heading: string; rows: MailRow[]; total: MailRow; after: MailRow[]; note: string }

/** A mail in the visitor's language, every text translated and every value formatted, nothing escaped yet. */
export interface MailContent {
  kind: MailKind
  /** The locale the texts are in (the requested one or its fallback: mailTexts.ts). */
  locale: string
  dir: 'ltr' | 'rtl'
  subject: string
  greeting: string
  blocks: MailBlock[]
  /** The closing lines ("Kind regards", "Your … team") and the no-reply notice. */
  closing: string[]
  footer: string
}
