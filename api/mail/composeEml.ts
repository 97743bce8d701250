import { randomUUID } from 'node:crypto'
import MailComposer from 'nodemailer/lib/mail-composer/index.js'
import type { MailContent } from './mailContent.ts'
import type { MailSender } from './mailSender.ts'
import { renderMailHtml } from './renderMailHtml.ts'
import { renderMailText } from './renderMailText.ts'

/** A mail as the outbox keeps it: the raw RFC 5322 message and what the outbox page lists. */
export interface ComposedMail {
  raw: Buffer
  messageId: string
  subject: string
  text: string
  html: string
}

/**
 * The mail as a standard message (RFC 5322, MIME multipart/alternative: plain text first, HTML second, both UTF-8;
 * the subject and names encoded as RFC 2047 words where they are not ASCII). nodemailer's MailComposer writes it: the
 * library every Node mailer builds on, kept up to date, so the headers and encodings are the standard ones and not
 * ours to get wrong. Parts are base64: lines stay short whatever the language.
 */
export async function composeEml(content: MailContent, to: string, from: MailSender, date: Date): Promise<ComposedMail> {
  const domain = from.address.split('@')[1] ?? 'localhost'
  const messageId = `<${randomUUID()}@${domain}>`
  const text = renderMailText(content)
  const html = renderMailHtml(content)
  const raw = await new MailComposer({
    from: { name: from.name, address: from.address },
    to,
    subject: content.subject,
    date,
    messageId,
    text,
    html,
    textEncoding: 'base64',
    headers: { 'Content-Language': content.locale, 'Auto-Submitted': 'auto-generated' },
  })
    .compile()
    .build()
  return { raw, messageId, subject: content.subject, text, html }
}
