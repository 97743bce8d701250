// @vitest-environment jsdom
// Protects managing a booking without an account: the reservation number and last name are checked at their
// fields; a found booking shows its facts with the branch's name, the dates and price in the market's formats;
// a booking that is not found and a lookup that fails say so differently; cancelling asks first, then shows the
// booking as cancelled.
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

const reservation: Reservation = {
  reservationNumber: '9123456789',
  status: 'confirmed',
  branchId: 'de-muenchen-city',
  pickupDate: '2031-12-01T12:30',
  returnDate: '2031-12-04T08:30',
  total: { amount: 206.97, currency: 'EUR' },
  modelName: 'VW Golf',
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
  Object.fromEntries([...page.querySelectorAll('dt')].map((term) => [term.textContent, term.nextElementSibling!.textContent]))

const button = (page: HTMLElement, text: string) =>
  [...page.querySelectorAll('button')].find((candidate) => candidate.textContent === text) ?? expect.fail(`no button "${text}"`)

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

  it('shows a found booking with the branch’s name, German dates and a euro price', async () => {
    const lookUp = vi.fn<ApiClient['reservation']>(async () => ok(reservation))
    const page = mount({ reservation: lookUp })
    await findBooking(page, '912 345-6789', ' Muster ')
    expect(lookUp).toHaveBeenCalledWith({ reservationNumber: '9123456789', lastName: 'Muster' })
    await vi.waitFor(() => expect(facts(page).Abholfiliale).toBe('München Innenstadt'))
    expect(page.querySelector('h2')!.textContent).toBe('Buchung 9123456789')
    expect(facts(page)).toMatchObject({
      Status: 'Bestätigt',
      Fahrzeug: 'VW Golf oder ähnlich',
      Abholung: '01.12.2031, 12:30',
      Rückgabe: '04.12.2031, 08:30',
      Gesamtpreis: '206,97\u00a0€',
    })
  })

  it('writes American dates, a 12-hour clock and dollars for the US market', async () => {
    const page = mount({ reservation: async () => ok({ ...reservation, total: { amount: 206.97, currency: 'USD' } }) }, usTestEnv)
    await findBooking(page, '9123456789', 'Muster')
    expect(facts(page)).toMatchObject({ Pickup: '12/01/2031, 12:30 PM', Return: '12/04/2031, 8:30 AM', 'Total price': '$206.97' })
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

  it('cancels only after the second question and then shows the booking as cancelled', async () => {
    const cancel = vi.fn<ApiClient['cancelReservation']>(async () => ok({ ...reservation, status: 'cancelled' }))
    const page = mount({ reservation: async () => ok(reservation), cancelReservation: cancel })
    await findBooking(page, '9123456789', 'Muster')
    await act(async () => button(page, 'Buchung stornieren').click())
    expect(cancel).not.toHaveBeenCalled()
    expect(page.textContent).toContain('Möchten Sie diese Buchung stornieren? Das kann nicht rückgängig gemacht werden.')
    await act(async () => button(page, 'Nein, Buchung behalten').click())
    await act(async () => button(page, 'Buchung stornieren').click())
    await act(async () => button(page, 'Ja, Buchung stornieren').click())
    expect(cancel).toHaveBeenCalledWith({ reservationNumber: '9123456789', lastName: 'Muster' })
    expect(facts(page).Status).toBe('Storniert')
    expect(page.querySelector('[role="status"]')!.textContent).toBe('Ihre Buchung ist storniert.')
    expect([...page.querySelectorAll('button')].map((candidate) => candidate.textContent)).toEqual(['Andere Buchung suchen'])
  })
})
