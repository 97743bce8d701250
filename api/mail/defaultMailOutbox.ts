import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { createTransport } from 'nodemailer'
import { createMailOutbox, type MailOutbox, type MailTransport } from './mailOutbox.ts'
import { fromRepo } from '../../engine/node/repoRoot.ts'

/** The outbox folder unless MAIL_OUTBOX_DIR names another: data/outbox/ at the repository root (git-ignored). */
export const DEFAULT_OUTBOX_DIR = fromRepo('data/outbox')

let testOutboxDir: string | undefined

/**
 * The outbox folder: MAIL_OUTBOX_DIR (relative to the working folder), else data/outbox/. Under vitest without
 * MAIL_OUTBOX_DIR, a temporary folder removed when the run ends: a test that books a car writes no file in the
 * repository.
 */
export function outboxDirFrom(env: NodeJS.ProcessEnv = process.env): string {
  if (env.MAIL_OUTBOX_DIR?.trim()) return resolve(env.MAIL_OUTBOX_DIR.trim())
  if (!env.VITEST) return DEFAULT_OUTBOX_DIR
  if (!testOutboxDir) {
    const dir = mkdtempSync(join(tmpdir(), 'mail-outbox-'))
    testOutboxDir = dir
    process.once('exit', () => rmSync(dir, { recursive: true, force: true }))
  }
  return testOutboxDir
}

/** The SMTP relay of MAIL_SMTP_URL ("smtp://user:password@host:587", "smtps://…:465"), none when it is not set. */
export function smtpTransportFrom(env: NodeJS.ProcessEnv = process.env): MailTransport | undefined {
  const url = env.MAIL_SMTP_URL?.trim()
  if (!url) return undefined
  // Short timeouts: a relay that does not answer makes an attempt fail (and be retried) instead of hanging.
  return createTransport(url, { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 })
}

let current: MailOutbox | undefined

/** The process's outbox, made from the environment on first use (MAIL_OUTBOX_DIR, MAIL_SMTP_URL). */
export function mailOutbox(): MailOutbox {
  if (current) return current
  let transport: MailTransport | undefined
  try {
    transport = smtpTransportFrom()
  } catch (error) {
    // Said once at the first mail; the outbox still keeps every mail.
    console.error(`MAIL_SMTP_URL cannot be used (${error instanceof Error ? error.message : error}): mails are only written to the outbox.`)
  }
  current = createMailOutbox({ dir: outboxDirFrom(), transport })
  return current
}

/** Replaces the process's outbox (a test's, in a temporary folder with a fake relay); undefined: back to the environment's. */
export function useMailOutbox(outbox: MailOutbox | undefined): void {
  if (current && current !== outbox) current.close()
  current = outbox
}
