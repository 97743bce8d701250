import { describe, expect, it } from 'vitest'
import { categoryHref } from './categoryHref.ts'

describe('categoryHref', () => {
  it.each([
    ['/de-de/booking/', 'suv', '/de-de/booking/?category=suv'],
    ['/de-de/booking/?x=1', 'station-wagon', '/de-de/booking/?x=1&category=station-wagon'],
    ['/de-de/booking/#offers', 'van', '/de-de/booking/?category=van#offers'],
  ])('%s + %s = %s', (href, category, expected) => {
    expect(categoryHref(href, category)).toBe(expected)
  })
})
