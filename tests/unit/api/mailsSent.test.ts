// Protects the mails the booking and the contact form promise (issue 24 §4): a booking writes a confirmation to the
// driver in the visitor's language, with the reservation number, branch, dates and price as the site formats them and a
// link back to manage it; a repeated request (same idempotency key) mails nothing more; a contact message with an email
// gets a receipt with its reference number, once, and one without an email gets none.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { handlers } from '../../../api/handlers.ts'
import { useMailOutbox } from '../../../api/mail/defaultMailOutbox.ts'
import { createMailOutbox, type MailOutbox } from '../../../api/mail/mailOutbox.ts'
import { mailMarketFormats } from '../../../api/mail/mailMarketFormats.ts'
import { listOutbox, readOutboxMessage, type OutboxRecord } from '../../../api/mail/outboxFiles.ts'
import { queueMail } from '../../../api/mail/queueMail.ts'
import { readEmlParts } from '../../../api/mail/readEmlParts.ts'
import { formatPrice } from '../../../engine/shared/format/formatPrice.ts'
import { toUtcIsoDate } from '../../../engine/shared/isoDate.ts'
import type { Reservation } from '../../../features/web-api/index.ts'

const server = setupServer(...handlers)
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterAll(() => server.close())

const BASE = 'https://api.example.test'
let dir: string
let outbox: MailOutbox
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'mails-sent-'))
  outbox = createMailOutbox({ dir })
  useMailOutbox(outbox)
})
afterEach(() => {
  useMailOutbox(undefined)
  rmSync(dir, { recursive: true, force: true })
})

/** The mails queued by the requests so far, once written (queueMail writes after the answer: setImmediate). */
async function mails(): Promise<(OutboxRecord & { text: string; html: string })[]> {
  await new Promise((resolve) => setImmediate(resolve))
  await outbox.settled()
  return listOutbox(dir).map(
    (record) => ({ ...record, ...readEmlParts(readOutboxMessage(dir, record.name)!) }) as OutboxRecord & { text: string; html: string },
  )
}

const day = (offset: number) => toUtcIsoDate(new Date(Date.now() + offset * 86400000))

async function book(branchId: string, currency: string, extra: Record<string, unknown>, headers: Record<string, string> = {}) {
  const pickupDate = `${day(20)}T12:30`
  const returnDate = `${day(23)}T08:30`
  const search = new URLSearchParams({ branchId, pickupDate, returnDate, currency })
  const { offers } = await (await fetch(`${BASE}/v1/rentaloffers/offers?${search}`)).json()
  const response = await fetch(`${BASE}/v1/rentalreservations/create`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({
      offerId: offers[0].id,
      branchId,
      pickupDate,
      returnDate,
      currency,
      driver: { firstName: 'Erika', lastName: 'Muster', email: 'erika@example.org' },
      termsAccepted: true,
      extras: { 'child-seat': 1 },
      ...extra,
    }),
  })
  return { response, pickupDate }
}

describe('mails the reference API sends', () => {
  it('confirms a booking in German with the number, branch, dates, the price as the site writes it, and a manage link', async () => {
    const { response, pickupDate } = await book(
      'de-muc-airport',
      'EUR',
      { locale: 'de-DE' },
      { referer: `${BASE}/de-de/online-booking/?step=3` },
    )
    expect(response.status).toBe(201)
    const reservation = (await response.json()) as Reservation
    const [mail, ...others] = await mails()
    expect(others).toEqual([])
    expect(mail).toMatchObject({ kind: 'bookingConfirmation', to: 'erika@example.org', locale: 'de-DE', status: 'written' })
    expect(mail!.subject).toBe(`Ihre Buchung ${reservation.reservationNumber} ist bestätigt`)
    const money = (amount: { amount: number; currency: string }) =>
      formatPrice(amount, { language: 'de', country: 'de', formats: mailMarketFormats('DE') })
    const [year, month, dayOfMonth] = pickupDate.slice(0, 10).split('-')
    expect(mail!.text).toContain(`Reservierungsnummer: ${reservation.reservationNumber}`)
    expect(mail!.text).toContain(`Abholung: ${dayOfMonth}.${month}.${year}, 12:30`)
    expect(mail!.text).toContain('Abholfiliale: ')
    expect(mail!.text).toContain(`Gesamtpreis: ${money(reservation.breakdown!.total)}`)
    expect(mail!.text).toContain(`Kindersitz × 1: ${money(reservation.breakdown!.extras[0]!.total)}`)
    expect(money(reservation.breakdown!.total)).toMatch(/^[\d.]+(,\d{2})?\s€$/)
    expect(mail!.html).toContain('<a href="https://api.example.test/de-de/manage-booking/"')
  })

  it('writes a Swiss booking in Swiss francs with the market’s decimal comma', async () => {
    const { response } = await book('ch-zrh-airport', 'CHF', { locale: 'de-CH' })
    const reservation = (await response.json()) as Reservation
    const [mail] = await mails()
    expect(mail!.locale).toBe('de-CH')
    expect(mail!.text).toContain(
      `Gesamtpreis: ${formatPrice(reservation.breakdown!.total, { language: 'de', country: 'ch', formats: mailMarketFormats('CH') })}`,
    )
    expect(mail!.text).toMatch(/Gesamtpreis: CHF[\s\u00a0][\d’']+(,\d{2})?\n/)
    // No link without a page of the site to lead back to (a request from an app or curl).
    expect(mail!.html).not.toContain('manage-booking')
  })

  it('mails one confirmation for a booking submitted twice with the same idempotency key', async () => {
    const key = { idempotencyKey: 'mail-once-1', locale: 'en-US' }
    expect((await book('de-muc-airport', 'EUR', key)).response.status).toBe(201)
    expect((await book('de-muc-airport', 'EUR', key)).response.status).toBe(200)
    expect(await mails()).toHaveLength(1)
  })

  const contact = {
    topic: 'payment',
    name: 'Erika <b>Muster</b>',
    phone: '+49 89 1234 5678',
    message: 'Wo ist meine Rechnung?',
    country: 'DE',
  }
  const send = (body: Record<string, unknown>, key?: string) =>
    fetch(`${BASE}/v1/knowledge-article/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(key ? { 'x-idempotency-key': key } : {}) },
      body: JSON.stringify(body),
    })

  it('sends a contact receipt with the reference number to the email given, once per reference', async () => {
    const first = await send({ ...contact, email: 'erika@example.org', locale: 'fr-FR' }, 'mail-receipt-1')
    const { referenceNumber } = await first.json()
    await send({ ...contact, email: 'erika@example.org', locale: 'fr-FR' }, 'mail-receipt-1')
    const [mail, ...others] = await mails()
    expect(others).toEqual([])
    expect(mail).toMatchObject({ kind: 'contactReceipt', to: 'erika@example.org', locale: 'fr-FR' })
    expect(mail!.subject).toBe(`Nous avons bien reçu votre message (${referenceNumber})`)
    expect(mail!.text).toContain(`Numéro de référence: ${referenceNumber}`)
    expect(mail!.text).toContain('Sujet: Paiement et factures')
    expect(mail!.html).toContain('Bonjour Erika &lt;b&gt;Muster&lt;/b&gt;,')
  })

  it('sends no receipt without an email, and refuses an email that is not one', async () => {
    expect((await send(contact)).status).toBe(201)
    const refused = await send({ ...contact, email: 'not-an-address' })
    expect(refused.status).toBe(400)
    expect(await refused.json()).toMatchObject({ fields: { email: 'email' } })
    expect(await mails()).toEqual([])
  })

  it('queueMail returns before anything is written: the visitor’s answer never waits for the mail', async () => {
    queueMail({ kind: 'passwordReset', to: 'erika@example.org', firstName: 'Erika', link: 'https://www.example.com/reset?t=1' })
    expect(listOutbox(dir)).toEqual([])
    expect(await mails()).toHaveLength(1)
  })
})
