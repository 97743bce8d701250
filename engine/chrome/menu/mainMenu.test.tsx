// @vitest-environment jsdom
// Protects the menu script on the server's markup: toggle, one-open accordion, Escape with focus back, link click, page lock.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { SiteHeader } from '../header/SiteHeader.tsx'
import type { ChromeModel } from '../../model/chromeModel.ts'
import { renderBlockToString } from '../../testing/renderBlockToString.tsx'
import { initMainMenu } from './mainMenu.ts'

const link = (title: string, href: string) => ({ title, href, gapAfter: false })
const chrome = {
  menu: {
    label: 'navigation.menu',
    columnsFrom: 'md',
    groups: [
      {
        title: 'navigation.rent',
        links: [link('navigation.rentCar', '/de-de/'), link('navigation.airportPromotion', '/de-de/flughafen/')],
      },
      { title: 'navigation.booking', links: [link('navigation.onlineBooking', '/de-de/booking/')] },
    ],
  },
  productLineTabs: [],
  footer: { text: 'footer.text', links: [], legal: [], followUs: [], apps: [], cookieSettings: false, copyrightYear: 2031 },
  consent: { cookiePrefix: 'sx_' },
  notFound: { home: '/de-de/' },
} satisfies ChromeModel

describe('initMainMenu', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    document.body.innerHTML = `<div>${renderBlockToString(SiteHeader, { chrome, languageLinks: [], login: false })}<main>Content</main></div>`
    initMainMenu()
  })
  afterEach(() => vi.useRealTimers())

  const toggle = () => document.querySelector<HTMLButtonElement>('[data-menu-toggle]')!
  const panel = () => document.querySelector<HTMLElement>('#site-menu')!
  const groupToggles = () => [...document.querySelectorAll<HTMLButtonElement>('[data-menu-group-toggle]')]

  it('opens: aria-expanded, panel and overlay shown, page locked and inert', () => {
    toggle().click()
    expect(toggle().getAttribute('aria-expanded')).toBe('true')
    expect(panel().hidden).toBe(false)
    expect(panel().dataset.state).toBe('open')
    expect(document.querySelector<HTMLElement>('[data-menu-overlay]')!.hidden).toBe(false)
    expect(document.documentElement.hasAttribute('data-scroll-locked')).toBe(true)
    expect(document.querySelector('main')!.inert).toBe(true)
  })

  it('keeps one accordion item open; clicking the open one closes all', () => {
    toggle().click()
    const [first, second] = groupToggles()
    first.click()
    expect(groupToggles().map((button) => button.getAttribute('aria-expanded'))).toEqual(['true', 'false'])
    second.click()
    expect(groupToggles().map((button) => button.getAttribute('aria-expanded'))).toEqual(['false', 'true'])
    second.click()
    expect(groupToggles().map((button) => button.getAttribute('aria-expanded'))).toEqual(['false', 'false'])
  })

  it('Escape closes through "closing" in 300 ms, returns focus and releases the lock', () => {
    toggle().click()
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }))
    expect(panel().dataset.state).toBe('closing')
    expect(document.activeElement).toBe(toggle())
    expect(document.documentElement.hasAttribute('data-scroll-locked')).toBe(false)
    expect(document.querySelector('main')!.inert).toBe(false)
    vi.advanceTimersByTime(299)
    expect(panel().hidden).toBe(false)
    vi.advanceTimersByTime(1)
    expect(panel().dataset.state).toBe('closed')
    expect(panel().hidden).toBe(true)
  })

  it('a link click and the overlay close it', () => {
    toggle().click()
    panel()
      .querySelector('a')!
      .addEventListener('click', (event) => event.preventDefault())
    panel().querySelector('a')!.click()
    expect(toggle().getAttribute('aria-expanded')).toBe('false')
    vi.advanceTimersByTime(300)
    toggle().click()
    document.querySelector<HTMLElement>('[data-menu-overlay]')!.click()
    expect(panel().dataset.state).toBe('closing')
  })
})
