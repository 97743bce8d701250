// Everything was lost at a restart (issue 24): accounts, sessions and reservations lived in the server's memory. Now
// `npm run serve` keeps them in its database (API_DATABASE): after the process is killed and started again, the
// visitor's session cookie still answers and their bookings are still listed.
import Database from 'better-sqlite3'
import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { randomBytes } from 'node:crypto'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { fromRepo } from '../../../engine/node/repoRoot.ts'
import { toUtcIsoDate } from '../../../engine/shared/isoDate.ts'

// Within the port range of this suite's servers (3500–3549).
const PORT = 3537
const BASE = `http://localhost:${PORT}/api`
const folder = mkdtempSync(join(tmpdir(), 'restart-'))
const database = join(folder, 'api.sqlite')
// serve.ts serves a built site; a page of one file is enough for the API under it.
mkdirSync(join(folder, 'site', 'client'), { recursive: true })
writeFileSync(join(folder, 'site', 'client', 'index.html'), '<!doctype html><title>site</title>')
let running: ChildProcess | undefined
afterAll(() => {
  running?.kill('SIGKILL')
  rmSync(folder, { recursive: true, force: true })
})

/** Starts tools/serve.ts on the database and resolves when it listens. */
function serve(file = database): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', fromRepo('tools/serve.ts')], {
    cwd: fromRepo('.'),
    env: {
      ...process.env,
      VITEST: '',
      PORT: String(PORT),
      SITE_DIR: join(folder, 'site', 'client'),
      API_DATABASE: file,
      MAIL_OUTBOX_DIR: join(folder, 'outbox'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  running = child
  return new Promise((resolve, reject) => {
    let output = ''
    const collect = (chunk: Buffer) => {
      output += chunk
      if (output.includes('Serving')) resolve(child)
    }
    child.stdout?.on('data', collect)
    child.stderr?.on('data', collect)
    child.on('exit', (code) => reject(new Error(`serve.ts ended (${code}): ${output}`)))
  })
}

/** Kills the server the hard way (no shutdown code runs): what is committed must already be on disk. */
function kill(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.once('exit', () => resolve())
    child.kill('SIGKILL')
  })
}

/** The contact receipts the servers wrote into this test's outbox. */
function receiptsInOutbox(): string[] {
  const outbox = join(folder, 'outbox')
  return existsSync(outbox) ? readdirSync(outbox).filter((name) => name.endsWith('-contactReceipt.eml')) : []
}

const post = (path: string, body: unknown, cookie = '') =>
  fetch(`${BASE}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify(body) })

describe('a restart of npm run serve', () => {
  it('lost every account, session, booking and contact message: after a kill and a start the session answers, the booking is listed, the message is kept and its receipt not mailed twice', async () => {
    const email = `restart${Date.now()}@example.com`
    const first = await serve()
    expect((await post('/v2/users', { firstName: 'Ana', lastName: 'Lopez', email, password: 'correct-horse' })).status).toBe(202)
    const login = await post('/v1/auth/login', { email, password: 'correct-horse' })
    const cookie = /sx_session=[^;]*/.exec(login.headers.get('set-cookie') ?? '')?.[0] ?? ''
    expect(cookie).not.toBe('')
    const day = (offset: number) => toUtcIsoDate(new Date(Date.now() + offset * 86400000))
    const search = `branchId=us-jfk-airport&pickupDate=${day(9)}T12:30&returnDate=${day(12)}T08:30&currency=USD`
    const { offers } = await (await fetch(`${BASE}/v1/rentaloffers/offers?${search}`)).json()
    const booked = await post('/v1/rentalreservations/create', {
      offerId: offers[0].id,
      branchId: 'us-jfk-airport',
      pickupDate: `${day(9)}T12:30`,
      returnDate: `${day(12)}T08:30`,
      currency: 'USD',
      driver: { firstName: 'Ana', lastName: 'Lopez', email },
      termsAccepted: true,
    })
    const { reservationNumber } = await booked.json()
    // A contact message with an email: kept, and its receipt mailed once, even when the form is sent again after the restart.
    const contact = {
      topic: 'booking',
      name: 'Ana Lopez',
      phone: '+1 212 555 0100',
      message: 'Can I add a child seat?',
      country: 'US',
      email,
      requestId: `restart-${Date.now()}`,
    }
    const { referenceNumber } = await (await post('/v1/knowledge-article/contact', contact)).json()
    // The mail is written just after the answer: wait for it, so the kill below does not race the write.
    await expect.poll(receiptsInOutbox, { timeout: 10_000 }).toHaveLength(1)
    await kill(first)
    // The mailed verification link lives in the other process's outbox; the test verifies the email in the file.
    const file = new Database(database)
    expect(file.prepare('UPDATE users SET email_verified = 1 WHERE email = ?').run(email).changes).toBe(1)
    file.close()
    const second = await serve()
    const me = await fetch(`${BASE}/v2/users/me`, { headers: { cookie } })
    expect(me.status).toBe(200)
    expect(await me.json()).toMatchObject({ email, emailVerified: true })
    const listed = await (await fetch(`${BASE}/v2/users/me/reservations`, { headers: { cookie } })).json()
    expect(listed.map((reservation: { reservationNumber: string }) => reservation.reservationNumber)).toEqual([reservationNumber])
    const lookup = await fetch(`${BASE}/v1/reservationactivities/reservation/${reservationNumber}?lastName=Lopez`)
    expect(lookup.status).toBe(200)
    const again = await (await post('/v1/knowledge-article/contact', contact)).json()
    expect(again.referenceNumber).toBe(referenceNumber)
    await kill(second)
    const kept = new Database(database, { readonly: true })
    expect(kept.prepare('SELECT message, email FROM contact_messages WHERE reference = ?').get(referenceNumber)).toEqual({
      message: 'Can I add a child seat?',
      email,
    })
    kept.close()
    expect(receiptsInOutbox()).toHaveLength(1)
  }, 60_000)

  it('does not start on a corrupt database: it names the file, exits non-zero and leaves the file as it was', async () => {
    const corrupt = join(folder, 'corrupt.sqlite')
    writeFileSync(corrupt, randomBytes(8192))
    const before = readFileSync(corrupt)
    const refused = await serve(corrupt).then(
      () => 'listening',
      (error: Error) => error.message,
    )
    expect(refused).toMatch(/serve\.ts ended \(1\)/)
    expect(refused).toContain(`The file ${corrupt} is not a readable SQLite database`)
    expect(readFileSync(corrupt).equals(before)).toBe(true)
  }, 30_000)
})
