// @vitest-environment jsdom
// Protects the chrome's answers to gestures, fetched with the first one (pageGestures.ts): a link pointed at is
// prefetched, a link or form that leaves the page shows the progress bar after 1000 ms unless the page prevented it, the
// product-line select leaves only for another product line, and a return through the back/forward cache undoes it all.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { handleGesture, returnToPage } from './gestureHandlers.ts'
import { listenForGestures } from './pageGestures.ts'

const PAGE = `
  <div data-navigation-progress hidden></div>
  <a id="other" href="/de-de/plus/?from=home">Plus</a>
  <a id="download" href="/de-de/terms.pdf" download>Terms</a>
  <form id="search" action="/de-de/booking/"></form>
  <select data-product-line-select autocomplete="off">
    <option value="/de-de/">Cars</option>
    <option value="/de-de/ride/" selected>Ride</option>
  </select>`

const bar = () => document.querySelector<HTMLElement>('[data-navigation-progress]')!
const on = (type: string, id: string, init: EventInit = { bubbles: true, cancelable: true }) => {
  const event = new Event(type, init)
  Object.defineProperty(event, 'target', { value: document.getElementById(id) ?? document.querySelector(id) })
  return event
}
const click = (id: string) => {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 })
  Object.defineProperty(event, 'target', { value: document.getElementById(id) })
  return event
}

beforeEach(() => {
  document.body.innerHTML = PAGE
  vi.useFakeTimers()
})
afterEach(() => {
  returnToPage()
  vi.useRealTimers()
})

describe('handleGesture', () => {
  it('prefetches a link pointed at or focused, as the document it names', () => {
    const prefetchNow = vi.fn()
    handleGesture(on('pointerover', 'other'), { prefetchNow })
    handleGesture(on('focusin', 'search'), { prefetchNow })
    expect(prefetchNow.mock.calls).toEqual([[`${location.origin}/de-de/plus/?from=home`]])
  })

  it('shows the progress bar 1000 ms after a click on a link to another page, not before', () => {
    handleGesture(click('other'), {})
    vi.advanceTimersByTime(999)
    expect(bar().hidden).toBe(true)
    vi.advanceTimersByTime(1)
    expect(bar().hidden).toBe(false)
    returnToPage()
    expect(bar().hidden).toBe(true)
  })

  it('shows no progress for a click the page prevented, a download or a prevented form', () => {
    const prevented = click('other')
    prevented.preventDefault()
    handleGesture(prevented, {})
    handleGesture(click('download'), {})
    const submit = on('submit', 'search')
    submit.preventDefault()
    handleGesture(submit, {})
    vi.advanceTimersByTime(2000)
    expect(bar().hidden).toBe(true)
    handleGesture(on('submit', 'search'), {})
    vi.advanceTimersByTime(1000)
    expect(bar().hidden).toBe(false)
  })

  it('leaves through the product-line select only for another product line, and shows this one again on return', () => {
    const select = document.querySelector<HTMLSelectElement>('[data-product-line-select]')!
    handleGesture(on('change', '[data-product-line-select]'), {})
    vi.advanceTimersByTime(1000)
    expect(bar().hidden).toBe(true)
    select.value = '/de-de/'
    handleGesture(on('change', '[data-product-line-select]'), {})
    vi.advanceTimersByTime(1000)
    expect(bar().hidden).toBe(false)
    returnToPage()
    expect(select.value).toBe('/de-de/ride/')
  })
})

describe('listenForGestures', () => {
  it('fetches the handlers with the first gesture and hands it to them', async () => {
    vi.useRealTimers()
    const prefetchNow = vi.fn()
    listenForGestures({ prefetchNow })
    document.getElementById('other')!.dispatchEvent(new Event('pointerover', { bubbles: true }))
    await vi.waitFor(() => expect(prefetchNow).toHaveBeenCalledWith(`${location.origin}/de-de/plus/?from=home`))
  })
})
