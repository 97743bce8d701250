// Protects the reading of the account mails' links: only `#/verify/<token>` and `#/password/<token>` open a link screen;
// a tab hash or a link without its token opens the app as usual.
import { describe, expect, it } from 'vitest'
import { mailLinkOfHash } from './mailLinkOfHash.ts'

describe('mailLinkOfHash', () => {
  it.each([
    ['#/verify/abc-123_X', { kind: 'verify', token: 'abc-123_X' }],
    ['#/password/tok%2Ben', { kind: 'password', token: 'tok+en' }],
    ['#/password/abc/', { kind: 'password', token: 'abc' }],
    ['#/verify/', undefined],
    ['#/verify', undefined],
    ['#/bookings', undefined],
    ['', undefined],
    ['#/password/a/b', undefined],
    ['#/verify/%E0%A4%A', undefined],
  ])('%s', (hash, link) => {
    expect(mailLinkOfHash(hash)).toEqual(link)
  })
})
