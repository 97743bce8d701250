// @vitest-environment jsdom
// Protects which links count as page navigations (progress bar, prefetch): same origin, another page, same window.
import { describe, expect, it } from 'vitest'
import { isNavigationClick } from './navigationClick.ts'
import { pageNavigationUrl } from './pageNavigationUrl.ts'

const current = new URL('https://www.example.com/de-de/flughafen/')
const anchor = (href: string, attributes: Record<string, string> = {}) => {
  const element = document.createElement('a')
  element.href = new URL(href, current).href
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value)
  return element
}

describe('pageNavigationUrl', () => {
  it.each([
    ['another page of the site', anchor('/de-de/'), '/de-de/'],
    ['a page with a query', anchor('/de-de/booking/?pickup=x'), '/de-de/booking/'],
    ['a jump within the page', anchor('#main'), undefined],
    ['the same page', anchor('/de-de/flughafen/'), undefined],
    ['another origin', anchor('https://help.example.org/'), undefined],
    ['a new window', anchor('/de-de/', { target: '_blank' }), undefined],
    ['a download', anchor('/terms.pdf', { download: '' }), undefined],
    ['mail', anchor('mailto:support@example.com'), undefined],
  ])('%s', (_, element, expected) => {
    expect(pageNavigationUrl(element, current)?.pathname).toBe(expected)
  })
})

describe('isNavigationClick', () => {
  it('ignores clicks with a modifier key (new tab), another button or prevented by the page', () => {
    expect(isNavigationClick(new MouseEvent('click', { button: 0, ctrlKey: true }))).toBe(false)
    expect(isNavigationClick(new MouseEvent('click', { button: 1 }))).toBe(false)
    const prevented = new MouseEvent('click', { button: 0, cancelable: true })
    prevented.preventDefault()
    expect(isNavigationClick(prevented)).toBe(false)
    expect(isNavigationClick(new MouseEvent('click', { button: 0 }))).toBe(true)
  })
})
