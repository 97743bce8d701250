import {
  readOutboxMessage,
  readOutboxRecord,
  listOutbox,
  outboxNameFor,
  writeOutboxMail,
  writeOutboxRecord,
  type OutboxRecord,
} from './outboxFiles.ts'
import { composeEml } from './composeEml.ts'
import { mailContentOf } from './mailContentOf.ts'
import type { MailRequest } from './mailRequest.ts'
import { mailSender, type MailSender } from './mailSender.ts'

/** What relays a mail: nodemailer's SMTP transport in production, a fake in tests. */
export interface MailTransport {
  sendMail(mail: { envelope: { from: string; to: string[] }; raw: Buffer }): Promise<unknown>
}

/** Waits between attempts to relay a mail: 2 s, 10 s, 1 min, 5 min, then every 15 min until it goes through. */
export const RETRY_DELAYS_MS = [2_000, 10_000, 60_000, 300_000, 900_000]

export interface MailOutboxOptions {
  dir: string
  /** The SMTP relay (MAIL_SMTP_URL); without one, mails are only written ("written"). */
  transport?: MailTransport
  sender?: MailSender
  retryDelaysMs?: readonly number[]
  now?: () => Date
  log?: (message: string) => void
}

export interface MailOutbox {
  readonly dir: string
  /** Renders, writes and (with a relay) sends a mail; never rejects: a failure is logged and the mail kept. */
  deliver(request: MailRequest): Promise<void>
  /** Resolves when every delivery and attempt begun so far has ended (tests wait for the outbox with it). */
  settled(): Promise<void>
  /** Stops the retry timers (a test's outbox, or a server shutting down); pending mails stay pending in the folder. */
  close(): void
}

/**
 * The outbox (issue 24 §4): every mail is written as an .eml file with its record (outboxFiles.ts) before anything
 * else is tried, so a mail exists even when the relay is down. With a relay, the mail is "pending" until the relay
 * takes it; a failed attempt is retried with backoff (RETRY_DELAYS_MS), across restarts too: a new outbox picks up
 * the pending mails of its folder. Each mail's first failure is logged once, never thrown to the request.
 */
export function createMailOutbox(options: MailOutboxOptions): MailOutbox {
  const { dir, transport } = options
  const sender = options.sender ?? mailSender()
  const delays = options.retryDelaysMs ?? RETRY_DELAYS_MS
  const now = options.now ?? (() => new Date())
  const log = options.log ?? ((message: string) => console.error(message))
  const inFlight = new Set<Promise<void>>()
  const timers = new Map<string, NodeJS.Timeout>()
  const attempting = new Set<string>()
  let closed = false

  /** Keeps a piece of work for settled(); it never rejects (each step catches its own failures), and is never left unhandled. */
  const track = (work: Promise<void>) => {
    const settledWork = work.catch((error: unknown) => log(`Mail outbox ${dir}: ${error instanceof Error ? error.message : error}`))
    inFlight.add(settledWork)
    void settledWork.then(() => inFlight.delete(settledWork))
    return settledWork
  }

  function schedule(name: string, delayMs: number) {
    if (closed || timers.has(name)) return
    const timer = setTimeout(() => {
      timers.delete(name)
      void track(attempt(name))
    }, delayMs)
    // A pending mail must not keep a process alive that has nothing else to do (a test run, a CLI).
    timer.unref()
    timers.set(name, timer)
  }

  async function attempt(name: string): Promise<void> {
    if (!transport || attempting.has(name)) return
    const record = readOutboxRecord(dir, name)
    const raw = readOutboxMessage(dir, name)
    if (!record || !raw || record.status !== 'pending') return
    attempting.add(name)
    try {
      await relay(record, raw)
    } finally {
      // Only once the record says how the attempt went: another attempt meanwhile would send the mail twice.
      attempting.delete(name)
    }
  }

  async function relay(record: OutboxRecord, raw: Buffer): Promise<void> {
    const { name } = record
    let failure: string | undefined
    try {
      await transport!.sendMail({ envelope: { from: sender.address, to: [record.to] }, raw })
    } catch (error) {
      failure = error instanceof Error ? error.message : String(error)
    }
    const attempts = record.attempts + 1
    const delay = delays[Math.min(attempts - 1, delays.length - 1)] ?? 60_000
    if (failure !== undefined && attempts === 1) log(`Mail ${name} could not be relayed (${failure}); it is kept in ${dir} and retried.`)
    if (failure === undefined && record.attempts > 0) log(`Mail ${name} relayed after ${attempts} attempts.`)
    try {
      writeOutboxRecord(
        dir,
        failure === undefined
          ? { ...record, status: 'sent', attempts, sentAt: now().toISOString(), nextAttemptAt: undefined }
          : { ...record, attempts, lastError: failure, nextAttemptAt: new Date(now().getTime() + delay).toISOString() },
      )
    } catch (error) {
      // The mail stays as it was on disk (pending): sent, it may go again after a restart (at least once, never lost).
      log(`Mail ${name}: its record in ${dir} could not be updated (${error instanceof Error ? error.message : error}).`)
    }
    if (failure !== undefined) schedule(name, delay)
  }

  /** The mail as the outbox keeps it; a mail that cannot be rendered (a bug of its caller) throws, and retrying would not help. */
  async function compose(request: MailRequest): Promise<{ record: OutboxRecord; raw: Buffer }> {
    const date = now()
    const content = mailContentOf(request)
    const composed = await composeEml(content, request.to, sender, date)
    const record: OutboxRecord = {
      name: outboxNameFor(date, request.kind),
      kind: request.kind,
      to: request.to,
      subject: composed.subject,
      locale: content.locale,
      messageId: composed.messageId,
      createdAt: date.toISOString(),
      status: transport ? 'pending' : 'written',
      attempts: 0,
    }
    return { record, raw: composed.raw }
  }

  /**
   * Writes the mail; a folder that cannot be written (disk full, no permission) is said once with the folder's name,
   * and the mail is kept in memory and written again with the same backoff, so it is not dropped for a full disk.
   */
  async function writeKept(mail: { record: OutboxRecord; raw: Buffer }, failures = 0): Promise<void> {
    try {
      writeOutboxMail(dir, mail.record, mail.raw)
    } catch (error) {
      if (failures === 0)
        log(
          `Mail ${mail.record.name} could not be written to ${dir} (${error instanceof Error ? error.message : error}); it is kept and written again.`,
        )
      if (closed) return
      await new Promise((resolve) => setTimeout(resolve, delays[Math.min(failures, delays.length - 1)] ?? 60_000).unref())
      return writeKept(mail, failures + 1)
    }
  }

  // Mails a previous process left pending are tried again now, in the order they were written.
  if (transport) for (const record of listOutbox(dir).reverse()) if (record.status === 'pending') schedule(record.name, 0)

  return {
    dir,
    deliver(request) {
      return track(
        (async () => {
          let mail: { record: OutboxRecord; raw: Buffer }
          try {
            mail = await compose(request)
          } catch (error) {
            log(`Mail "${request.kind}" to ${request.to} could not be rendered: ${error instanceof Error ? error.message : error}`)
            return
          }
          await writeKept(mail)
          await attempt(mail.record.name)
        })(),
      )
    },
    async settled() {
      while (inFlight.size > 0) await Promise.all([...inFlight])
    },
    close() {
      closed = true
      for (const timer of timers.values()) clearTimeout(timer)
      timers.clear()
    },
  }
}
