// @vitest-environment jsdom
// Protects SPEC §7: after consent the consent loader runs first and the tag manager only after it (loaded or failed), once.
import { afterEach, describe, expect, it } from 'vitest'
import { loadTagManager } from './loadTagManager.ts'

const sources = () => [...document.head.querySelectorAll('script')].map((script) => script.getAttribute('src'))

afterEach(() => {
  document.head.innerHTML = ''
  delete window.dataLayer
})

describe('loadTagManager', () => {
  it.each(['load', 'error'])('adds the tag manager only after the consent loader fires %s', (event) => {
    loadTagManager('/consent/tag-manager.js?id=GTM-X', '/consent/consent-loader.js?id=c')
    expect(sources()).toEqual(['/consent/consent-loader.js?id=c'])
    document.head.querySelector('script')!.dispatchEvent(new Event(event))
    expect(sources()).toEqual(['/consent/consent-loader.js?id=c', '/consent/tag-manager.js?id=GTM-X'])
    loadTagManager('/consent/tag-manager.js?id=GTM-X', '/consent/consent-loader.js?id=c')
    expect(sources()).toHaveLength(2)
  })

  it('adds the tag manager at once without a consent loader', () => {
    loadTagManager('/consent/tag-manager.js?id=GTM-X')
    expect(sources()).toEqual(['/consent/tag-manager.js?id=GTM-X'])
  })
})
