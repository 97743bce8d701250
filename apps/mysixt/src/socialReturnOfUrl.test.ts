import { describe, expect, it } from 'vitest'
import { socialReturnOfUrl, withoutSocialReturn } from './socialReturnOfUrl.ts'

describe('the return from the identity provider', () => {
  it('reads a code with its state, an error with its state, and nothing without a state', () => {
    expect(socialReturnOfUrl('?code=abc&state=xyz')).toEqual({ kind: 'code', code: 'abc', state: 'xyz' })
    expect(socialReturnOfUrl('?error=access_denied&state=xyz')).toEqual({ kind: 'error', error: 'access_denied', state: 'xyz' })
    expect(socialReturnOfUrl('?code=abc')).toBeUndefined()
    expect(socialReturnOfUrl('')).toBeUndefined()
  })

  it('removes the provider’s parameters from the address and keeps the rest', () => {
    expect(withoutSocialReturn('http://localhost/de-de/account/?code=a&state=b&utm=c#/bookings')).toBe('/de-de/account/?utm=c#/bookings')
  })
})
