// @vitest-environment jsdom
// Protects the date picker block (SPEC §2, §5, §9): its heading and field labels in the page's language, the
// market's date pattern and clock, the market's pickup 12:30 and return 08:30, and a typed date that is not in
// the market's pattern refused with a message naming the pattern.
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { BlockTestProviders } from '../../tests/support/BlockTestProviders.tsx'
import { fakeApi } from '../../tests/support/fakeApi.ts'
import { renderBlockToString, usTestEnv } from '../../engine/testing/renderBlockToString.tsx'
import { PickupDatePickerBlock } from './PickupDatePickerBlock.tsx'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const labelled = (html: string, text: string) => new RegExp(`<label for="[^"]+">${text}</label>`).test(html)
const selectedTimes = (html: string) => [...html.matchAll(/<option value="[^"]+" selected="">([^<]+)<\/option>/g)].map((match) => match[1])

afterEach(() => {
  document.body.innerHTML = ''
})

describe('pickup-date-picker', () => {
  it('shows its heading and fields in German with the German date pattern and the market times', () => {
    const html = renderBlockToString(PickupDatePickerBlock, { heading: 'bookingContainer.heading' })
    expect(html).toContain('<h2>Finden Sie Ihren Mietwagen</h2>')
    for (const label of ['Abholdatum', 'Abholzeit', 'Rückgabedatum', 'Rückgabezeit']) expect(labelled(html, label)).toBe(true)
    expect(html).toContain('placeholder="TT.MM.JJJJ"')
    expect(html).toContain('aria-label="Abholdatum: Datum auswählen"')
    expect(selectedTimes(html)).toEqual(['12:30', '08:30'])
  })

  it('uses the American date pattern and 12-hour clock in the US, and no heading when none is given', () => {
    const html = renderBlockToString(PickupDatePickerBlock, {}, usTestEnv, 'en-US')
    expect(html).not.toContain('<h2>')
    expect(labelled(html, 'Pickup date')).toBe(true)
    expect(html).toContain('placeholder="MM/DD/YYYY"')
    expect(selectedTimes(html)).toEqual(['12:30 PM', '8:30 AM'])
  })

  it('fills in dates once running, and refuses a typed date in another pattern with a message naming the pattern', async () => {
    const element = document.createElement('div')
    document.body.append(element)
    act(() =>
      createRoot(element).render(
        <BlockTestProviders api={fakeApi()}>
          <PickupDatePickerBlock />
        </BlockTestProviders>,
      ),
    )
    const pickup = element.querySelector<HTMLInputElement>('input[id$="-pickupDate"]')!
    expect(pickup.value).toMatch(/^\d{2}\.\d{2}\.\d{4}$/)
    await act(async () => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(pickup, '2031-12-05')
      pickup.dispatchEvent(new Event('input', { bubbles: true }))
    })
    await act(async () => pickup.dispatchEvent(new FocusEvent('focusout', { bubbles: true })))
    await vi.waitFor(() =>
      expect(element.querySelector('[role="alert"]')?.textContent).toMatch(/^Geben Sie das Datum als TT\.MM\.JJJJ ein/),
    )
    expect(pickup.getAttribute('aria-invalid')).toBe('true')

    await act(async () => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(pickup, '05.12.2031')
      pickup.dispatchEvent(new Event('input', { bubbles: true }))
    })
    await act(async () => pickup.dispatchEvent(new FocusEvent('focusout', { bubbles: true })))
    await vi.waitFor(() => expect(element.querySelector('[role="alert"]')).toBeNull())
    expect(pickup.value).toBe('05.12.2031')
  })
})
