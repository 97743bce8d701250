// Protects SPEC §9: without consent to every category, each cookie not starting with the essential prefix is deleted.
import { describe, expect, it } from 'vitest'
import { cookiesToDelete, readConsent } from './consentCookies.ts'
import { cookieDomains } from './deleteCookies.ts'

const JAR = 'sx_consent=limited; _ga=GA1.2.3; sx_session=abc; tracking_id=42; sxnot=1'

describe('cookiesToDelete', () => {
  it('lists every cookie without the prefix when the choice is limited or not made yet', () => {
    expect(cookiesToDelete(JAR, 'sx_', 'limited')).toEqual(['_ga', 'tracking_id', 'sxnot'])
    expect(cookiesToDelete(JAR, 'sx_', undefined)).toEqual(['_ga', 'tracking_id', 'sxnot'])
  })
  it('keeps everything after "accept all"', () => {
    expect(cookiesToDelete(JAR, 'sx_', 'all')).toEqual([])
  })
  it('uses the configured prefix', () => {
    expect(cookiesToDelete('keep_a=1; drop=2', 'keep_', 'limited')).toEqual(['drop'])
  })
  it('handles an empty jar', () => {
    expect(cookiesToDelete('', 'sx_', undefined)).toEqual([])
  })
})

describe('readConsent', () => {
  it.each([
    ['sx_consent=all', 'all'],
    ['a=1; sx_consent=limited', 'limited'],
    ['sx_consent=maybe', undefined],
    ['other_consent=all', undefined],
    ['', undefined],
  ])('%j → %s', (jar, expected) => {
    expect(readConsent(jar, 'sx_')).toBe(expected)
  })
})

describe('cookieDomains', () => {
  it('covers the host and every parent domain', () => {
    expect(cookieDomains('www.shop.example.com')).toEqual([
      undefined,
      'www.shop.example.com',
      '.www.shop.example.com',
      'shop.example.com',
      '.shop.example.com',
      'example.com',
      '.example.com',
    ])
    expect(cookieDomains('localhost')).toEqual([undefined])
  })
})
