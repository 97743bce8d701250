// @vitest-environment jsdom
// Protects the SPEC §4 date flow across islands: the location chooser and the date picker are two
// React roots sharing one atom store, and a branch closed on the chosen day resets that day.
import { createAtomStore } from '../../engine/testing/BlockTestProviders.tsx'
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { BlockTestProviders } from '../../tests/support/BlockTestProviders.tsx'
import { fakeApi } from '../../tests/support/fakeApi.ts'
import { LocationChooser } from './location/LocationChooser.tsx'
import { pickupBranchAtom } from './pickupBranchAtoms.ts'
import { PickupDatePicker } from './date-fields/PickupDatePicker.tsx'
import { rentalDatesAtom } from './rentalDatesAtoms.ts'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
// jsdom has no layout, so no scrolling; the chooser scrolls the active suggestion into view.
Element.prototype.scrollIntoView ??= () => {}

function island(store: ReturnType<typeof createAtomStore>, children: React.ReactNode): HTMLElement {
  const element = document.createElement('div')
  document.body.append(element)
  act(() =>
    createRoot(element).render(
      <BlockTestProviders store={store} api={fakeApi()}>
        {children}
      </BlockTestProviders>,
    ),
  )
  return element
}

function type(input: HTMLInputElement, value: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value)
  input.dispatchEvent(new Event('input', { bubbles: true }))
}

const key = (target: Element, name: string) => target.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true }))

afterEach(() => {
  document.body.innerHTML = ''
})

describe('location chooser and date picker as two islands', () => {
  it('a branch chosen by keyboard in one island resets a closed day in the other, with the message', async () => {
    const store = createAtomStore()
    const chooser = island(store, <LocationChooser label="bookingContainer.pickupLocation" />)
    const picker = island(store, <PickupDatePicker idPrefix="dates" />)
    const sunday = '2031-12-07'
    act(() => store.set(rentalDatesAtom, { pickupDate: sunday, pickupTime: '12:30', returnDate: '2031-12-10', returnTime: '08:30' }))
    expect(picker.querySelector<HTMLInputElement>('#dates-pickupDate')!.value).toBe('07.12.2031')

    const input = chooser.querySelector<HTMLInputElement>('input[role="combobox"]')!
    await act(async () => type(input, 'Mün Innen'))
    await vi.waitFor(() => expect(chooser.querySelectorAll('[role="option"]')).toHaveLength(1), { timeout: 2000 })
    act(() => key(input, 'ArrowDown'))
    expect(input.getAttribute('aria-activedescendant')).toBe(chooser.querySelector('[role="option"]')!.id)
    act(() => key(input, 'Enter'))

    expect(store.get(pickupBranchAtom)?.id).toBe('de-muenchen-city')
    expect(input.value).toBe('München Innenstadt')
    expect(store.get(rentalDatesAtom)?.pickupDate).toBe('')
    expect(picker.querySelector<HTMLInputElement>('#dates-pickupDate')!.value).toBe('')
    expect(picker.querySelector('[role="alert"]')?.textContent).toMatch(
      /^München Innenstadt ist am Sonntag, 7\. Dezember 2031 geschlossen\./,
    )
    // The return day, a Wednesday, stays.
    expect(store.get(rentalDatesAtom)?.returnDate).toBe('2031-12-10')
  })

  // Regression: on a Saturday a branch page's search proposed the branch's closed Sunday, reset it with a message and refused to search.
  it('a proposed pickup on a day the branch is closed moves to its next open day, without a message', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2031-12-06T10:00:00'))
    try {
      const store = createAtomStore()
      const chooser = island(store, <LocationChooser label="bookingContainer.pickupLocation" />)
      const picker = island(store, <PickupDatePicker idPrefix="dates" />)
      expect(store.get(rentalDatesAtom)?.pickupDate).toBe('2031-12-07')
      const input = chooser.querySelector<HTMLInputElement>('input[role="combobox"]')!
      await act(async () => type(input, 'Mün Innen'))
      await vi.waitFor(() => expect(chooser.querySelectorAll('[role="option"]')).toHaveLength(1), { timeout: 2000 })
      act(() => key(input, 'ArrowDown'))
      act(() => key(input, 'Enter'))
      expect(store.get(pickupBranchAtom)?.id).toBe('de-muenchen-city')
      expect(store.get(rentalDatesAtom)).toMatchObject({ pickupDate: '2031-12-08', returnDate: '2031-12-11' })
      expect(picker.querySelector('[role="alert"]')).toBeNull()
    } finally {
      vi.useRealTimers()
    }
  })

  it('fills in tomorrow and three days later with the market times after hydration', () => {
    const store = createAtomStore()
    const picker = island(store, <PickupDatePicker idPrefix="dates" />)
    const dates = store.get(rentalDatesAtom)!
    expect([dates.pickupTime, dates.returnTime]).toEqual(['12:30', '08:30'])
    expect(new Date(dates.returnDate).getTime() - new Date(dates.pickupDate).getTime()).toBe(3 * 86400000)
    expect(picker.querySelector<HTMLSelectElement>('#dates-pickupTime')!.selectedOptions[0].text).toBe('12:30')
  })
})
