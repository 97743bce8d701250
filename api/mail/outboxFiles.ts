import { randomBytes } from 'node:crypto'
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { MailKind } from './mailRequest.ts'

/**
 * What the outbox knows of a mail beside its .eml file (a sidecar `<name>.json`): what the outbox page lists, and
 * where the SMTP relay stands. "written": in the outbox, no relay configured; "pending": a relay is configured and
 * the mail is not through yet (retried: mailOutbox.ts); "sent": the relay took it.
 */
export interface OutboxRecord {
  /** The file name without extension: `<UTC time>-<random>-<kind>`, so names sort by time. */
  name: string
  kind: MailKind
  to: string
  subject: string
  locale: string
  messageId: string
  createdAt: string
  status: 'written' | 'pending' | 'sent'
  attempts: number
  lastError?: string
  nextAttemptAt?: string
  sentAt?: string
}

/** A name an outbox file may have (and the outbox page accepts): letters, digits and dashes, nothing that leaves the folder. */
export const OUTBOX_NAME = /^[0-9A-Za-z-]{1,120}$/

/** A sortable, unique name for a mail created at `date`: "20261127T054921123Z-3f9a1c-bookingConfirmation". */
export function outboxNameFor(date: Date, kind: MailKind): string {
  return `${date.toISOString().replace(/[-:.]/g, '')}-${randomBytes(3).toString('hex')}-${kind}`
}

/**
 * Writes a file whole or not at all: a temporary file in the same folder, then a rename (atomic on one file system),
 * so neither the outbox page nor a restart ever sees half a mail.
 */
export function writeFileAtomically(path: string, data: string | Buffer): void {
  const temporary = `${path}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`
  try {
    writeFileSync(temporary, data)
    renameSync(temporary, path)
  } catch (error) {
    rmSync(temporary, { force: true })
    throw error
  }
}

/** Puts a mail in the outbox: the .eml first, then its record, so a listed record always has its message. */
export function writeOutboxMail(dir: string, record: OutboxRecord, raw: Buffer): void {
  mkdirSync(dir, { recursive: true })
  writeFileAtomically(join(dir, `${record.name}.eml`), raw)
  writeOutboxRecord(dir, record)
}

export function writeOutboxRecord(dir: string, record: OutboxRecord): void {
  writeFileAtomically(join(dir, `${record.name}.json`), `${JSON.stringify(record, null, 2)}\n`)
}

export function readOutboxRecord(dir: string, name: string): OutboxRecord | undefined {
  if (!OUTBOX_NAME.test(name)) return undefined
  try {
    return JSON.parse(readFileSync(join(dir, `${name}.json`), 'utf8')) as OutboxRecord
  } catch {
    return undefined
  }
}

export function readOutboxMessage(dir: string, name: string): Buffer | undefined {
  if (!OUTBOX_NAME.test(name)) return undefined
  try {
    return readFileSync(join(dir, `${name}.eml`))
  } catch {
    return undefined
  }
}

/** Every mail of the outbox, newest first; an outbox not created yet is empty. */
export function listOutbox(dir: string): OutboxRecord[] {
  let files: string[]
  try {
    files = readdirSync(dir)
  } catch {
    return []
  }
  return files
    .filter((file) => file.endsWith('.json'))
    .map((file) => readOutboxRecord(dir, file.slice(0, -'.json'.length)))
    .filter((record): record is OutboxRecord => record !== undefined)
    .sort((a, b) => (a.name < b.name ? 1 : a.name > b.name ? -1 : 0))
}
