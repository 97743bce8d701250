import { describe, expect, it } from 'vitest'
import { pageLinkKey, parsePageLink, resolvePageLink } from './pageLink.ts'

const links = { 'page:start': '/de-de/', 'page:airport-promotion': '/de-de/flughafen/', 'page:faq': 'https://de.example.com/faq' }

describe('page links', () => {
  it.each([
    ['page:start', { pageId: 'start', key: 'page:start' }],
    ['page:faq#payment', { pageId: 'faq', key: 'page:faq', hash: 'payment' }],
    ['page:faq#', { pageId: 'faq', key: 'page:faq', hash: '' }],
    ['/de-de/', undefined],
    ['https://example.com/page:start', undefined],
  ])('%s reads as %j', (url, expected) => {
    expect(parsePageLink(url)).toEqual(expected)
  })

  it.each([
    ['page:start', '/de-de/'],
    ['page:airport-promotion#offers', '/de-de/flughafen/#offers'],
    ['page:faq', 'https://de.example.com/faq'],
    ['page:share', undefined],
    ['#top', '#top'],
    ['mailto:help@example.com', 'mailto:help@example.com'],
  ])('%s resolves to %s', (url, expected) => {
    expect(resolvePageLink(url, links)).toBe(expected)
  })

  it('builds the key the links map uses', () => {
    expect(pageLinkKey('start')).toBe('page:start')
  })
})
