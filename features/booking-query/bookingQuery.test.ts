import { describe, expect, it } from 'vitest'
import { bookingQueryString, readBookingQuery } from './bookingQuery.ts'

describe('booking address with a return branch, a driver age and a promotion', () => {
  it('writes and reads the same search', () => {
    const search = {
      branchId: 'de-muc-airport',
      pickupAt: '2026-12-01T12:30',
      returnAt: '2026-12-04T08:30',
      returnBranchId: 'de-berlin-mitte',
      driverAge: 21,
      promo: 'airport',
    }
    const written = bookingQueryString(search, 'suv')
    expect(written).toBe(
      'branch=de-muc-airport&pickupAt=2026-12-01T12%3A30&returnAt=2026-12-04T08%3A30&returnBranch=de-berlin-mitte&driverAge=21&promo=airport&category=suv',
    )
    expect(readBookingQuery(`?${written}`)).toEqual({ search, category: 'suv' })
  })

  it('leaves out a return to the pickup branch', () => {
    expect(
      bookingQueryString({
        branchId: 'de-muc-airport',
        pickupAt: '2026-12-01T12:30',
        returnAt: '2026-12-04T08:30',
        returnBranchId: 'de-muc-airport',
      }),
    ).not.toContain('returnBranch')
  })

  it.each([
    ['an age below 18', 'driverAge=17'],
    ['an age that is no number', 'driverAge=abc'],
    ['an age with decimals', 'driverAge=21.5'],
    ['markup as return branch', 'returnBranch=%3Cb%3E'],
    ['markup as promotion', 'promo=%3Cb%3E'],
  ])('ignores %s but keeps the search', (_, extra) => {
    expect(readBookingQuery(`?branch=de-muc-airport&pickupAt=2026-12-01T12:30&returnAt=2026-12-04T08:30&${extra}`)).toEqual({
      search: { branchId: 'de-muc-airport', pickupAt: '2026-12-01T12:30', returnAt: '2026-12-04T08:30' },
    })
  })
})

describe('booking address of a truck search', () => {
  it('carries the rent-truck product line to the funnel and back', () => {
    const search = {
      branchId: 'de-fra-airport',
      pickupAt: '2026-12-01T12:30',
      returnAt: '2026-12-04T08:30',
      productLine: 'rent-truck' as const,
    }
    const written = bookingQueryString(search)
    expect(written).toContain('productLine=rent-truck')
    expect(readBookingQuery(`?${written}`)).toEqual({ search })
  })

  it('reads an unknown product line as the car search', () => {
    expect(
      readBookingQuery('?branch=de-fra-airport&pickupAt=2026-12-01T12:30&returnAt=2026-12-04T08:30&productLine=boats').search,
    ).not.toHaveProperty('productLine')
  })
})
