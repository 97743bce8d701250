// @vitest-environment jsdom
// Protects the slider without React: its arrows move the row a screen at a time and turn off at the row's ends.
import { describe, expect, it, vi } from 'vitest'
import { renderBlockToString } from '../../engine/testing/renderBlockToString.tsx'
import { CarModelsSlider } from './CarModelsSlider.tsx'
import enhance from './enhance.ts'
import { sliderTestProps } from './testProps.ts'

const props = sliderTestProps

function mount(dir: 'ltr' | 'rtl') {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      disconnect() {}
    },
  )
  const element = document.createElement('div')
  element.innerHTML = renderBlockToString(CarModelsSlider, props)
  const track = element.querySelector('ul')!
  Object.defineProperties(track, { clientWidth: { value: 300, configurable: true }, scrollWidth: { value: 900, configurable: true } })
  const scrollBy = vi.fn()
  track.scrollBy = scrollBy as unknown as typeof track.scrollBy
  enhance(element, props, { env: { dir } as never, messages: {} })
  const [previous, next] = element.querySelectorAll('button')
  return { track, previous, next, scrollBy }
}

describe('car models slider enhancer', () => {
  it('moves the row a screen at a time, back and forth', () => {
    const { track, previous, next, scrollBy } = mount('ltr')
    next.click()
    // The test's row does not scroll by itself: as the browser would, it is moved and says so.
    track.scrollLeft = 300
    track.dispatchEvent(new Event('scroll'))
    previous.click()
    expect(scrollBy.mock.calls).toEqual([[{ left: 300, behavior: 'smooth' }], [{ left: -300, behavior: 'smooth' }]])
  })

  it('turns each arrow off at its end of the row as the row scrolls', () => {
    const { track, previous, next } = mount('ltr')
    expect([previous.disabled, next.disabled]).toEqual([true, false])
    track.scrollLeft = 300
    track.dispatchEvent(new Event('scroll'))
    expect([previous.disabled, next.disabled]).toEqual([false, false])
    track.scrollLeft = 600
    track.dispatchEvent(new Event('scroll'))
    expect([previous.disabled, next.disabled]).toEqual([false, true])
  })

  it('moves the other way in right-to-left pages, where scrollLeft is negative', () => {
    const { track, previous, next, scrollBy } = mount('rtl')
    next.click()
    expect(scrollBy).toHaveBeenCalledWith({ left: -300, behavior: 'smooth' })
    track.scrollLeft = -600
    track.dispatchEvent(new Event('scroll'))
    expect([previous.disabled, next.disabled]).toEqual([false, true])
  })
})
