// Protects the outbox (issue 24 §4): every mail is a standard .eml (multipart/alternative, plain text and HTML, UTF-8,
// encoded subject, Date, Message-ID, From with the brand) written whole to the outbox folder under a name that sorts
// by time; values a visitor typed are escaped in the HTML; a relay that fails keeps the mail pending and it is retried
// until it goes through, also by the next process; a folder that cannot be written is retried, not dropped.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createMailOutbox, type MailOutbox, type MailTransport } from './mailOutbox.ts'
import { listOutbox, readOutboxMessage } from './outboxFiles.ts'
import { readEmlParts } from './readEmlParts.ts'
import type { MailRequest } from './mailRequest.ts'

let dir: string
const outboxes: MailOutbox[] = []
const logs: string[] = []

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'outbox-test-'))
  logs.length = 0
})
afterEach(() => {
  for (const outbox of outboxes.splice(0)) outbox.close()
  rmSync(dir, { recursive: true, force: true })
})

function outboxWith(transport?: MailTransport, retryDelaysMs = [5, 5, 5]): MailOutbox {
  const outbox = createMailOutbox({ dir, transport, retryDelaysMs, log: (line) => logs.push(line) })
  outboxes.push(outbox)
  return outbox
}

const verification = (overrides: Partial<MailRequest> = {}): MailRequest =>
  ({
    kind: 'emailVerification',
    to: 'erika@example.org',
    locale: 'de-DE',
    firstName: 'Erika',
    link: 'https://www.example.com/de-de/account/verify?token=abc',
    ...overrides,
  }) as MailRequest

async function until(condition: () => boolean, timeoutMs = 5000) {
  const start = Date.now()
  while (!condition()) {
    if (Date.now() - start > timeoutMs) throw new Error('timed out waiting for the outbox')
    await new Promise((resolve) => setTimeout(resolve, 5))
  }
}

function onlyMessage(): { raw: string; text: string; html: string } {
  const [record] = listOutbox(dir)
  const raw = readOutboxMessage(dir, record!.name)!
  const parts = readEmlParts(raw)
  return { raw: raw.toString(), text: parts.text ?? '', html: parts.html ?? '' }
}

describe('mail outbox', () => {
  it('writes a standard multipart/alternative message with text and HTML, from the brand, under a time-sortable name', async () => {
    const outbox = outboxWith()
    await outbox.deliver(verification())
    const files = readdirSync(dir).sort()
    expect(files).toHaveLength(2)
    expect(files[0]).toMatch(/^\d{8}T\d{9}Z-[0-9a-f]{6}-emailVerification\.eml$/)
    expect(files[1]).toBe(files[0]!.replace(/\.eml$/, '.json'))
    const { raw, text, html } = onlyMessage()
    expect(raw).toMatch(/^From: Rentaro <no-reply@example\.com>$/m)
    expect(raw).toMatch(/^To: erika@example\.org$/m)
    // "Bitte bestätigen …": not ASCII, so an RFC 2047 encoded word.
    expect(raw).toMatch(/^Subject: =\?UTF-8\?[BQ]\?/m)
    expect(raw).toMatch(/^Date: \w{3}, \d{2} \w{3} \d{4} /m)
    expect(raw).toMatch(/^Message-ID: <[^>]+@example\.com>$/m)
    expect(raw).toMatch(/^Content-Type: multipart\/alternative;/m)
    expect(raw).toMatch(/Content-Type: text\/plain; charset=utf-8/)
    expect(raw).toMatch(/Content-Type: text\/html; charset=utf-8/)
    expect(text).toContain('Guten Tag Erika,')
    expect(text).toContain('https://www.example.com/de-de/account/verify?token=abc')
    expect(text).toContain('48 Stunden')
    expect(html).toContain('<html lang="de-DE" dir="ltr">')
    expect(html).toContain('<a href="https://www.example.com/de-de/account/verify?token=abc"')
    expect(listOutbox(dir)[0]).toMatchObject({ kind: 'emailVerification', to: 'erika@example.org', status: 'written', locale: 'de-DE' })
  })

  it('escapes a name with markup in the HTML part (a visitor cannot put a script into a mail)', async () => {
    await outboxWith().deliver(verification({ firstName: '<script>alert(1)</script>' } as Partial<MailRequest>))
    const { html, text } = onlyMessage()
    expect(html).not.toContain('<script>')
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(text).toContain('Guten Tag <script>alert(1)</script>,')
  })

  it('writes Arabic right to left, and an unknown locale in a sensible fallback', async () => {
    const outbox = outboxWith()
    await outbox.deliver(verification({ locale: 'ar-AE' }))
    expect(onlyMessage().html).toContain('<html lang="ar-AE" dir="rtl">')
    rmSync(dir, { recursive: true, force: true })
    await outbox.deliver(verification({ locale: 'de-AT' }))
    expect(onlyMessage().html).toContain('<html lang="de-DE" dir="ltr">')
    rmSync(dir, { recursive: true, force: true })
    await outbox.deliver(verification({ locale: undefined }))
    expect(onlyMessage().text).toContain('Hello Erika,')
  })

  it('refuses a link that is not http(s): the mail is not written with it', async () => {
    await outboxWith(undefined, [60_000]).deliver(verification({ link: 'javascript:alert(1)' } as Partial<MailRequest>))
    expect(listOutbox(dir)).toEqual([])
    expect(logs.join('\n')).toContain('could not be rendered: A mail link must be http(s), not javascript:')
  })

  it('makes a link given as a path absolute on the site’s origin (a mail has no page to be relative to)', async () => {
    await outboxWith().deliver(verification({ link: '/de-de/account/verify?token=abc' } as Partial<MailRequest>))
    expect(onlyMessage().html).toContain('<a href="https://www.example.com/de-de/account/verify?token=abc"')
  })

  it('keeps a mail the relay refuses as pending and retries it until the relay takes it, logging the failure once', async () => {
    const sent: string[] = []
    let failures = 2
    const transport: MailTransport = {
      async sendMail(mail) {
        if (failures-- > 0) throw new Error('421 try again later')
        sent.push(mail.raw.toString())
      },
    }
    const outbox = outboxWith(transport)
    await outbox.deliver(verification())
    expect(listOutbox(dir)[0]).toMatchObject({ status: 'pending', attempts: 1, lastError: '421 try again later' })
    await until(() => listOutbox(dir)[0]?.status === 'sent')
    expect(listOutbox(dir)[0]).toMatchObject({ status: 'sent', attempts: 3 })
    expect(sent).toHaveLength(1)
    expect(sent[0]).toBe(readOutboxMessage(dir, listOutbox(dir)[0]!.name)!.toString())
    expect(logs.filter((line) => line.includes('could not be relayed'))).toHaveLength(1)
  })

  it('never rejects when a mail’s record cannot be updated after the relay took it (queueMail must not crash the server)', async () => {
    const transport: MailTransport = {
      async sendMail() {
        // The folder vanishes under the outbox (a full disk, a removed volume) while the relay takes the mail.
        rmSync(dir, { recursive: true, force: true })
        writeFileSync(dir, '')
      },
    }
    await expect(outboxWith(transport).deliver(verification())).resolves.toBeUndefined()
    expect(logs.join('\n')).toContain('could not be updated')
    rmSync(dir)
    mkdirSync(dir)
  })

  it('relays the mails a previous process left pending (a restart loses none)', async () => {
    const down: MailTransport = { sendMail: async () => Promise.reject(new Error('connection refused')) }
    const before = outboxWith(down, [60_000])
    await before.deliver(verification())
    before.close()
    expect(listOutbox(dir)[0]).toMatchObject({ status: 'pending' })
    const sent: string[] = []
    outboxWith({ sendMail: async (mail) => void sent.push(mail.envelope.to.join()) })
    await until(() => listOutbox(dir)[0]?.status === 'sent')
    expect(sent).toEqual(['erika@example.org'])
  })

  it('keeps a mail whose folder cannot be written and writes it once the folder can be', async () => {
    // A file where the folder should be: not writable for anyone, root included.
    const blocked = join(dir, 'blocked')
    writeFileSync(blocked, '')
    const outboxDir = join(blocked, 'outbox')
    const outbox = createMailOutbox({ dir: outboxDir, retryDelaysMs: [20], log: (line) => logs.push(line) })
    outboxes.push(outbox)
    void outbox.deliver(verification())
    await until(() => logs.length > 0)
    expect(logs[0]).toContain(`could not be written to ${outboxDir}`)
    rmSync(blocked)
    await outbox.settled()
    expect(listOutbox(outboxDir)).toHaveLength(1)
  })

  it('writes no partial file: only whole .eml and .json files are ever in the folder', async () => {
    const outbox = outboxWith()
    await Promise.all([outbox.deliver(verification()), outbox.deliver(verification()), outbox.deliver(verification())])
    const files = readdirSync(dir)
    expect(files.filter((file) => file.endsWith('.tmp'))).toEqual([])
    expect(listOutbox(dir)).toHaveLength(3)
    // Names differ although written within the same millisecond.
    expect(new Set(files).size).toBe(6)
    writeFileSync(join(dir, 'stray.json'), 'not json')
    expect(listOutbox(dir)).toHaveLength(3)
    expect(JSON.parse(readFileSync(join(dir, files.find((file) => file.endsWith('.json'))!), 'utf8')).status).toBe('written')
  })
})
