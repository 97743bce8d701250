/**
 * vitest globalSetup: one temporary outbox folder for the whole run (MAIL_OUTBOX_DIR, inherited by the workers), removed
 * at the end. A test that books a car or sends the contact form writes its mail there, never into data/outbox/ of
 * the repository; a test that reads mails makes its own outbox (api/mail/defaultMailOutbox.ts useMailOutbox).
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

export default function setup(): () => void {
  const dir = mkdtempSync(join(tmpdir(), 'vitest-outbox-'))
  process.env.MAIL_OUTBOX_DIR = dir
  // No relay in tests, whatever the developer's shell has set.
  delete process.env.MAIL_SMTP_URL
  return () => rmSync(dir, { recursive: true, force: true })
}
