import { mailOutbox } from './defaultMailOutbox.ts'
import type { MailRequest } from './mailRequest.ts'

/** The latest mails queued in this process, newest last: tests read what a handler promised. */
const recent: MailRequest[] = []
const RECENT_KEPT = 200

/**
 * Hands a mail to the outbox. It never throws and never waits: a mail that cannot be written or sent is kept and
 * retried, and the visitor's answer does not wait for it. (Interface fixed for issue 24; the outbox behind it is
 * api/mail/'s.) Rendering and writing start after the current request's work (setImmediate), off its path.
 */
export function queueMail(request: MailRequest): void {
  recent.push(request)
  if (recent.length > RECENT_KEPT) recent.shift()
  setImmediate(() => void mailOutbox().deliver(request))
}

/** The mails queued in this process, oldest first (at most the last 200). */
export function queuedMails(): readonly MailRequest[] {
  return recent
}
