// Protects the SMTP relay (MAIL_SMTP_URL) end to end through nodemailer's SMTP transport: a relay that answers
// "451 try again later" leaves the mail pending in the outbox, and the retry delivers the very message the outbox
// holds. The relay here is a minimal SMTP server on a fixed port of this work's range (3550–3599).
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer, type Server } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { smtpTransportFrom } from './defaultMailOutbox.ts'
import { createMailOutbox } from './mailOutbox.ts'
import { listOutbox, readOutboxMessage } from './outboxFiles.ts'

const PORT = 3563
const received: { from: string; to: string; data: string }[] = []
let sessions = 0
let relay: Server
let dir: string

/** Just enough SMTP (RFC 5321) for one message per session; the first session refuses its message with 451. */
function startRelay(): Server {
  return createServer((socket) => {
    const session = ++sessions
    let buffer = ''
    let inData = false
    let from = ''
    let to = ''
    socket.write('220 relay.test ESMTP\r\n')
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8')
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n')
          if (end < 0) return
          const data = buffer.slice(0, end)
          buffer = buffer.slice(end + 5)
          inData = false
          if (session === 1) socket.write('451 4.3.0 Try again later\r\n')
          else {
            received.push({ from, to, data })
            socket.write('250 2.0.0 Queued\r\n')
          }
          continue
        }
        const end = buffer.indexOf('\r\n')
        if (end < 0) return
        const line = buffer.slice(0, end)
        buffer = buffer.slice(end + 2)
        const verb = line.slice(0, 4).toUpperCase()
        if (verb === 'EHLO') socket.write('250-relay.test\r\n250 8BITMIME\r\n')
        else if (verb === 'HELO') socket.write('250 relay.test\r\n')
        else if (verb === 'MAIL') {
          from = line
          socket.write('250 OK\r\n')
        } else if (verb === 'RCPT') {
          to = line
          socket.write('250 OK\r\n')
        } else if (verb === 'DATA') {
          inData = true
          socket.write('354 Go ahead\r\n')
        } else if (verb === 'QUIT') return void socket.end('221 Bye\r\n')
        else socket.write('250 OK\r\n')
      }
    })
    socket.on('error', () => {})
  })
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'smtp-relay-'))
  relay = startRelay()
  await new Promise<void>((resolve) => relay.listen(PORT, '127.0.0.1', resolve))
})
afterAll(async () => {
  await new Promise((resolve) => relay.close(resolve))
  rmSync(dir, { recursive: true, force: true })
})

it('a mail the relay refuses first is kept pending, retried, and the relay gets the outbox’s message', async () => {
  const logs: string[] = []
  const transport = smtpTransportFrom({ MAIL_SMTP_URL: `smtp://127.0.0.1:${PORT}` })!
  const outbox = createMailOutbox({ dir, transport, retryDelaysMs: [20], log: (line) => logs.push(line) })
  try {
    await outbox.deliver({
      kind: 'passwordReset',
      to: 'ann@example.org',
      locale: 'sv-SE',
      firstName: 'Ann',
      link: 'https://www.example.com/r?t=1',
    })
    expect(listOutbox(dir)[0]).toMatchObject({ status: 'pending', attempts: 1 })
    expect(listOutbox(dir)[0]!.lastError).toContain('451')
    const start = Date.now()
    while (listOutbox(dir)[0]?.status !== 'sent' && Date.now() - start < 10_000) await new Promise((resolve) => setTimeout(resolve, 10))
    expect(listOutbox(dir)[0]).toMatchObject({ status: 'sent', attempts: 2 })
    expect(received).toHaveLength(1)
    expect(received[0]!.from).toBe('MAIL FROM:<no-reply@example.com>')
    expect(received[0]!.to).toBe('RCPT TO:<ann@example.org>')
    // The line break before the terminating "." belongs to the terminator (RFC 5321 §4.1.1.4).
    const lines = (text: string) => text.replace(/\r\n/g, '\n').trimEnd()
    expect(lines(received[0]!.data)).toBe(lines(readOutboxMessage(dir, listOutbox(dir)[0]!.name)!.toString()))
    expect(logs.filter((line) => line.includes('could not be relayed'))).toHaveLength(1)
  } finally {
    outbox.close()
  }
})
