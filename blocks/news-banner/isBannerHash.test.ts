import { describe, expect, it } from 'vitest'
import { isBannerHash } from './isBannerHash.ts'

describe('isBannerHash', () => {
  it.each([
    ['', true],
    ['#', true],
    ['#/', true],
    ['#/?utm_source=mail', true],
    ['#/bookings', false],
    ['#section', false],
    ['#/?', true],
    ['#?x=1', false],
  ])('hash %j shows the banner: %s', (hash, expected) => {
    expect(isBannerHash(hash)).toBe(expected)
  })
})
