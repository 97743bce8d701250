// @vitest-environment jsdom
// Protects managing a booking without an account: the reservation number and last name are checked at their fields;
// a found booking shows everything the confirmation shows (car, both branches by name, dates, protection, extras,
// payment, price, cancellation terms with the branch-time deadline), never a branch's internal id; cancelling asks
// first with the quote of the terms and shows what was refunded; a change shows the new total and the difference
// before it is confirmed, and a refused change says why; the confirmation mail can be asked again within limits.
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { PageEnv } from '../../engine/sdk.ts'
import type { ApiClient, Reservation } from '../../features/web-api/index.ts'
import { fail, ok } from '../../engine/testing/apiResults.ts'
import { BlockTestProviders } from '../../tests/support/BlockTestProviders.tsx'
import { fakeApi } from '../../tests/support/fakeApi.ts'
import { submitForm } from '../../engine/testing/submitForm.ts'
import { testEnv, usTestEnv } from '../../engine/testing/renderBlockToString.tsx'
import { testI18n } from '../../engine/testing/testI18n.ts'
import { ManageBooking } from './ManageBooking.tsx'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const eur = (amount: number) => ({ amount, currency: 'EUR' })
const reservation: Reservation = {
  reservationNumber: '9123456789',
  status: 'confirmed',
  branchId: 'de-muenchen-city',
  returnBranchId: 'de-muc-airport',
  pickupDate: '2031-12-05T12:30',
  returnDate: '2031-12-08T08:30',
  total: eur(335.93),
  modelName: 'VW Golf',
  driverAge: 30,
  protection: 'medium',
  payment: 'now',
  rate: { id: 'now', discountPercent: 10, freeCancellationHours: 48, lateCancellationFeeDays: 3, noShowFee: 'wholeRental' },
  driver: { firstName: 'Erika', lastName: 'Muster', email: 'erika@example.com' },
  paid: { amount: eur(335.93), dueAtPickup: eur(0), method: { brand: 'visa', last4: '4242' } },
  breakdown: {
    days: 7,
    base: eur(200),
    discount: eur(0),
    protection: eur(63),
    extras: [{ id: 'child-seat', quantity: 2, total: eur(72.93) }],
    oneWayFee: eur(0),
    youngDriverFee: eur(0),
    total: eur(335.93),
    taxes: eur(53.64),
    deposit: eur(300),
  },
}
const notFound = fail({ kind: 'http', status: 404, path: '/v1/reservationactivities/reservation/9123456789', message: 'not found' })

afterEach(() => {
  document.body.innerHTML = ''
})

function mount(api: Partial<ApiClient>, env: PageEnv = testEnv): HTMLElement {
  const element = document.createElement('div')
  document.body.append(element)
  act(() =>
    createRoot(element).render(
      <BlockTestProviders env={env} i18n={testI18n(env.locale)} api={{ ...fakeApi(env.locale), ...api }}>
        <ManageBooking />
      </BlockTestProviders>,
    ),
  )
  return element
}

const findBooking = (page: HTMLElement, number: string, lastName: string) => submitForm(page, [number, lastName])

/** The booking's facts as the visitor reads them: label → value. */
const facts = (page: HTMLElement) =>
  Object.fromEntries([...page.querySelectorAll('.facts dt')].map((term) => [term.textContent, term.nextElementSibling!.textContent]))

const button = (root: ParentNode, text: string) =>
  [...root.querySelectorAll('button')].find((candidate) => candidate.textContent === text) ?? expect.fail(`no button "${text}"`)

const click = (root: ParentNode, text: string) => act(async () => button(root, text).click())

/** Sets a field's value as typing or choosing does, so React sees the change. */
async function setField(field: HTMLInputElement | HTMLSelectElement, value: string) {
  await act(async () => {
    const prototype = field instanceof HTMLSelectElement ? HTMLSelectElement.prototype : HTMLInputElement.prototype
    Object.getOwnPropertyDescriptor(prototype, 'value')!.set!.call(field, value)
    field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }))
  })
}
const labelled = (page: HTMLElement, label: string) => {
  const found = [...page.querySelectorAll('label')].find((candidate) => candidate.textContent === label)
  return (
    ((found && document.getElementById(found.htmlFor)) as HTMLInputElement | HTMLSelectElement | null) ?? expect.fail(`no field "${label}"`)
  )
}

describe('manage-booking', () => {
  it('names the problem of each field in German and asks nothing', async () => {
    const lookUp = vi.fn<ApiClient['reservation']>()
    const page = mount({ reservation: lookUp })
    await findBooking(page, '12345', '')
    expect(page.textContent).toContain('Geben Sie die 10 Ziffern Ihrer Reservierungsnummer ein, zum Beispiel 9123456789.')
    expect(page.textContent).toContain('Dieses Pflichtfeld darf nicht leer bleiben.')
    expect(document.activeElement).toBe(page.querySelector('input'))
    expect(lookUp).not.toHaveBeenCalled()
  })

  it('shows everything the confirmation shows: both branches, extras, protection, payment, price and terms', async () => {
    const lookUp = vi.fn<ApiClient['reservation']>(async () => ok(reservation))
    const page = mount({ reservation: lookUp })
    await findBooking(page, '912 345-6789', ' Muster ')
    expect(lookUp).toHaveBeenCalledWith({ reservationNumber: '9123456789', lastName: 'Muster' })
    await vi.waitFor(() => expect(facts(page).Abholfiliale).toBe('München InnenstadtSonnenstraße 12, 80331 München'), {
      timeout: 5000,
    })
    expect(page.querySelector('h2')!.textContent).toBe('Buchung 9123456789')
    expect(facts(page)).toMatchObject({
      Status: 'Bestätigt',
      Fahrzeug: 'VW Golf oder ähnlich',
      Abholung: '05.12.2031, 12:30',
      Rückgabe: '08.12.2031, 08:30',
      Fahrer: 'Erika Muster, erika@example.com',
    })
    expect(facts(page).Rückgabefiliale).toMatch(/^München Flughafen/)
    expect(facts(page).Schutzpaket).toBe('Smart-Schutz')
    expect(Object.values(facts(page))).toContain('Kindersitz × 2')
    expect(page.textContent).toContain('Online bezahlt: 335,93\u00a0€ mit Visa, endet auf 4242')
    expect(page.querySelector('.price')!.textContent).toContain('335,93\u00a0€')
    expect(page.querySelector('.terms')!.textContent).toContain('Kostenlose Stornierung bis \u206603.12.2031, 12:30\u2069')
    expect(page.querySelector('.terms')!.textContent).toContain('Danach kostet eine Stornierung 143,97\u00a0€ (3 × Tagespreis)')
    expect(page.textContent).not.toContain('de-muc-airport')
  })

  it('never writes a branch id while the branch lookup is slow or after it failed', async () => {
    const page = mount({
      reservation: async () => ok(reservation),
      station: async ({ id }) =>
        id === 'de-muc-airport' ? fail({ kind: 'timeout', path: '/v1/branch/next/stations', message: 'slow' }) : new Promise(() => {}),
    })
    await findBooking(page, '9123456789', 'Muster')
    await vi.waitFor(() => expect(facts(page).Rückgabefiliale).toBe('…'))
    expect(facts(page).Abholfiliale).toBe('…')
    expect(page.textContent).not.toMatch(/de-muc-airport|de-muenchen-city/)
  })

  it('writes American dates, a 12-hour clock and dollars for the US market', async () => {
    const usd = (amount: number) => ({ amount, currency: 'USD' })
    const page = mount(
      { reservation: async () => ok({ ...reservation, total: usd(206.97), breakdown: undefined, paid: undefined }) },
      usTestEnv,
    )
    await findBooking(page, '9123456789', 'Muster')
    expect(facts(page)).toMatchObject({ Pickup: '12/05/2031, 12:30 PM', Return: '12/08/2031, 8:30 AM', 'Total price': '$206.97' })
  })

  it('says a booking was not found, and a failed lookup differently, with a retry that keeps the fields', async () => {
    const lookUp = vi
      .fn<ApiClient['reservation']>()
      .mockResolvedValueOnce(notFound)
      .mockResolvedValueOnce(fail({ kind: 'network', path: '/v1/reservationactivities/reservation/9123456789', message: 'offline' }))
    const page = mount({ reservation: lookUp })
    await findBooking(page, '9123456789', 'Muster')
    expect(page.querySelector('[role="alert"]')!.textContent).toBe(
      'Wir haben keine Buchung mit dieser Reservierungsnummer und diesem Nachnamen gefunden. Prüfen Sie beides und versuchen Sie es erneut.',
    )
    await act(async () => page.querySelector<HTMLButtonElement>('button[type="submit"]')!.click())
    expect(page.querySelector('[role="alert"]')!.textContent).toContain('Ihre Buchung kann gerade nicht geladen werden.')
    expect(page.querySelector<HTMLButtonElement>('button[type="submit"]')!.textContent).toBe('Erneut versuchen')
    expect(page.querySelector('input')!.value).toBe('9123456789')
  })

  it('cancels after a dialog that quotes the refund, then shows the booking cancelled with what was refunded', async () => {
    const cancelled: Reservation = {
      ...reservation,
      status: 'cancelled',
      cancellation: { cancelledAt: '2031-12-01T10:00:00Z', fee: eur(0), refund: eur(335.93) },
      paid: { ...reservation.paid!, refunded: eur(335.93) },
    }
    const cancel = vi.fn<ApiClient['cancelReservation']>(async () => ok(cancelled))
    const page = mount({
      reservation: async () => ok(reservation),
      cancelReservation: cancel,
      cancellationQuote: async () => ok({ free: true, freeUntil: '2031-12-03T12:30', fee: eur(0), refund: eur(335.93), feeOwed: eur(0) }),
    })
    await findBooking(page, '9123456789', 'Muster')
    await click(page, 'Buchung stornieren')
    const dialog = page.querySelector('dialog')!
    expect(dialog.getAttribute('aria-labelledby')).toBe('manage-booking-cancel-title')
    expect(document.activeElement).toBe(dialog.querySelector('h2'))
    await vi.waitFor(() => expect(dialog.textContent).toContain('Sie erhalten 335,93\u00a0€ zurück.'))
    expect(dialog.textContent).toContain('Eine Stornierung ist jetzt kostenlos (kostenlose Stornierung bis 03.12.2031, 12:30).')
    expect(cancel).not.toHaveBeenCalled()
    await act(async () => dialog.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })))
    expect(page.querySelector('dialog')).toBeNull()
    await click(page, 'Buchung stornieren')
    await vi.waitFor(() => expect(button(page.querySelector('dialog')!, 'Ja, Buchung stornieren').disabled).toBe(false))
    await click(page.querySelector('dialog')!, 'Ja, Buchung stornieren')
    expect(cancel).toHaveBeenCalledWith({ reservationNumber: '9123456789', lastName: 'Muster' })
    expect(facts(page)).toMatchObject({ Status: 'Storniert', Stornogebühr: '0\u00a0€', Erstattet: '335,93\u00a0€' })
    expect(page.querySelector('[role="status"]')!.textContent).toBe(
      'Ihre Buchung ist storniert.335,93\u00a0€ werden Ihrer Karte erstattet.',
    )
    expect([...page.querySelectorAll('.actions button')].map((candidate) => candidate.textContent)).not.toContain('Buchung ändern')
  })

  it('quotes a late cancellation of a pay-at-pickup booking as a fee owed, not charged', async () => {
    const page = mount({
      reservation: async () => ok({ ...reservation, paid: undefined }),
      cancellationQuote: async () =>
        ok({ free: false, freeUntil: '2031-12-03T12:30', fee: eur(143.97), refund: eur(0), feeOwed: eur(143.97) }),
    })
    await findBooking(page, '9123456789', 'Muster')
    await click(page, 'Buchung stornieren')
    const dialog = page.querySelector('dialog')!
    await vi.waitFor(() => expect(dialog.textContent).toContain('Eine Stornierung kostet jetzt 3 × den Tagespreis: 143,97\u00a0€.'))
    expect(dialog.textContent).toContain('Die Gebühr von 143,97\u00a0€ ist nach dem Mietvertrag geschuldet')
    expect(dialog.textContent).not.toContain('zurück')
  })

  it('changes dates and an extra after showing the new total and the difference', async () => {
    const preview = vi.fn<ApiClient['previewReservationChange']>(async () =>
      ok({ modelName: 'VW Golf', breakdown: { ...reservation.breakdown!, total: eur(384.13) }, difference: eur(48.2) }),
    )
    const changed = { ...reservation, returnDate: '2031-12-09T08:30', total: eur(384.13) }
    const change = vi.fn<ApiClient['changeReservation']>(async () => ok(changed))
    const page = mount({ reservation: async () => ok(reservation), previewReservationChange: preview, changeReservation: change })
    await findBooking(page, '9123456789', 'Muster')
    await vi.waitFor(() => expect(button(page, 'Buchung ändern').disabled).toBe(false), { timeout: 5000 })
    await click(page, 'Buchung ändern')
    await vi.waitFor(() => labelled(page, 'Navigationsgerät'))
    await setField(labelled(page, 'Rückgabedatum'), '09.12.2031')
    await setField(labelled(page, 'Navigationsgerät'), '1')
    await click(page, 'Neuen Preis anzeigen')
    expect(preview).toHaveBeenCalledWith(
      expect.objectContaining({
        reservationNumber: '9123456789',
        lastName: 'Muster',
        returnDate: '2031-12-09T08:30',
        extras: { 'child-seat': 2, gps: 1 },
      }),
    )
    expect(page.textContent).toContain('Neuer Gesamtpreis 384,13\u00a0€, 48,20\u00a0€ mehr')
    expect(page.textContent).toContain('Die Differenz wird der Karte belastet, mit der Sie bezahlt haben.')
    expect(change).not.toHaveBeenCalled()
    await click(page, 'Änderung bestätigen')
    expect(change).toHaveBeenCalledWith(expect.objectContaining({ returnDate: '2031-12-09T08:30', locale: testEnv.locale }))
    expect(facts(page).Rückgabe).toBe('09.12.2031, 08:30')
    expect(page.textContent).toContain('Ihre Buchung ist geändert.')
  })

  it('reads dates in the market pattern and names a date it cannot read at its field, asking nothing', async () => {
    const preview = vi.fn<ApiClient['previewReservationChange']>()
    const page = mount({ reservation: async () => ok(reservation), previewReservationChange: preview })
    await findBooking(page, '9123456789', 'Muster')
    await vi.waitFor(() => expect(button(page, 'Buchung ändern').disabled).toBe(false), { timeout: 5000 })
    await click(page, 'Buchung ändern')
    expect((labelled(page, 'Abholdatum') as HTMLInputElement).value).toBe('05.12.2031')
    expect((labelled(page, 'Abholzeit') as HTMLSelectElement).selectedOptions[0].textContent).toBe('12:30')
    await setField(labelled(page, 'Rückgabedatum'), '2031-12-09')
    await click(page, 'Neuen Preis anzeigen')
    expect(preview).not.toHaveBeenCalled()
    expect(labelled(page, 'Rückgabedatum').getAttribute('aria-invalid')).toBe('true')
    expect(page.textContent).toContain('TT.MM.JJJJ')
  })

  it('gives the focus back to "change booking" when the change form is left with Escape', async () => {
    const page = mount({ reservation: async () => ok(reservation) })
    await findBooking(page, '9123456789', 'Muster')
    await vi.waitFor(() => expect(button(page, 'Buchung ändern').disabled).toBe(false), { timeout: 5000 })
    await click(page, 'Buchung ändern')
    expect(document.activeElement!.textContent).toBe('Buchung 9123456789 ändern')
    await act(async () => labelled(page, 'Vorname').dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })))
    await act(() => new Promise((resolve) => requestAnimationFrame(resolve)))
    expect(page.querySelector('.change')).toBeNull()
    expect(document.activeElement).toBe(button(page, 'Buchung ändern'))
  })

  it('says why a change is refused and keeps the form', async () => {
    const page = mount({
      reservation: async () => ok(reservation),
      previewReservationChange: async () =>
        fail({ kind: 'http', status: 400, code: 'tooYoung', path: '/v1/…/change/preview', message: 'too young' }),
    })
    await findBooking(page, '9123456789', 'Muster')
    await vi.waitFor(() => expect(button(page, 'Buchung ändern').disabled).toBe(false), { timeout: 5000 })
    await click(page, 'Buchung ändern')
    await click(page, 'Neuen Preis anzeigen')
    expect(page.querySelector('.refusal')!.textContent).toBe('Der Fahrer ist für dieses Fahrzeug zu jung. Wählen Sie ein anderes Fahrzeug.')
    expect(button(page, 'Neuen Preis anzeigen')).toBeTruthy()
  })

  it('mails the confirmation again and says when the hourly limit is reached', async () => {
    const resend = vi
      .fn<ApiClient['resendConfirmationMail']>()
      .mockResolvedValueOnce(ok({ status: 'queued', remaining: 2 }))
      .mockResolvedValueOnce(fail({ kind: 'http', status: 429, path: '/v1/…/confirmation-mail', message: 'limit' }))
    const page = mount({ reservation: async () => ok(reservation), resendConfirmationMail: resend })
    await findBooking(page, '9123456789', 'Muster')
    await click(page, 'Bestätigung erneut mailen')
    expect(resend).toHaveBeenCalledWith({ reservationNumber: '9123456789', lastName: 'Muster', locale: testEnv.locale })
    expect(page.textContent).toContain('Wir haben die Bestätigung erneut an die Adresse des Fahrers gemailt.')
    await click(page, 'Bestätigung erneut mailen')
    expect(page.querySelector('.actions-area [role="alert"]')!.textContent).toContain('in der letzten Stunde schon mehrmals gemailt')
  })
})
