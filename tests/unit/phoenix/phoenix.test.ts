// The reference booking funnel's own logic: what it reads from the address, how it writes dates and prices, what it checks before booking.
import { describe, expect, it } from 'vitest'
import { findDriverProblems } from '../../../apps/phoenix/src/driverForm.ts'
import { phoenixFormat } from '../../../apps/phoenix/src/PhoenixContext.tsx'
import { readBookingQuery } from '../../../features/booking-query/index.ts'
import { usTestEnv } from '../../../engine/testing/renderBlockToString.tsx'
import type { MicroAppContext } from '../../../features/micro-apps/index.ts'
import { validateProject } from '../../../engine/node/validate/validateProject.ts'

describe('readBookingQuery', () => {
  it('reads a complete search and a category', () => {
    expect(readBookingQuery('?branch=de-muc-airport&pickupAt=2026-12-01T12%3A30&returnAt=2026-12-04T08%3A30&category=suv')).toEqual({
      search: { branchId: 'de-muc-airport', pickupAt: '2026-12-01T12:30', returnAt: '2026-12-04T08:30' },
      category: 'suv',
    })
  })

  it.each([
    ['no search at all', ''],
    ['a return before the pickup', '?branch=de-muc-airport&pickupAt=2026-12-04T12:30&returnAt=2026-12-01T08:30'],
    ['a date in another format', '?branch=de-muc-airport&pickupAt=01.12.2026&returnAt=2026-12-04T08:30'],
    ['markup as branch', '?branch=%3Cscript%3E&pickupAt=2026-12-01T12:30&returnAt=2026-12-04T08:30'],
    ['an unknown category', '?category=spaceship'],
  ])('ignores %s', (_, query) => {
    expect(readBookingQuery(query)).toEqual({})
  })
})

describe('phoenixFormat', () => {
  it('writes dates and times in the market formats and prices in the market currency', () => {
    const us = phoenixFormat({
      language: 'en',
      country: 'us',
      formats: usTestEnv.formats,
    })
    expect(us.dateTime('2026-12-01T12:30')).toBe('12/01/2026, 12:30 PM')
    expect(us.money({ amount: 206.97, currency: 'USD' })).toBe('$206.97')
    const de = phoenixFormat({
      language: 'de',
      country: 'de',
      formats: {
        date: 'dd.MM.yyyy',
        nameDate: 'd. MMMM yyyy',
        time: 'HH:mm',
        hour12Format: false,
        decimalSeparator: ',',
        isFirstDaySunday: false,
        measureOfLength: 'km',
      },
    })
    expect(de.dateTime('2026-12-04T08:30')).toBe('04.12.2026, 08:30')
    expect(de.money({ amount: 43.99, currency: 'EUR' })).toBe('43,99\u00a0€')
    expect(de.money({ amount: 17380, currency: 'HUF' })).toBe('17.380\u00a0HUF')
  })

  // Regression: the funnel used Intl's own separator, so Swiss prices read "CHF 30.99" although CH writes a decimal comma (SPEC §3).
  it.each([
    ['de', 'CHF 30,99'],
    ['fr', '30,99 CHF'],
  ])('writes Swiss prices in %s-ch with the market decimal comma', (language, expected) => {
    const ch = validateProject().index!.markets.get('ch')!.value
    // The mount context carries the page's market formats (blocks/funnel-mount/FunnelMount.tsx).
    const context: Pick<MicroAppContext, 'language' | 'country' | 'formats'> = {
      language,
      country: 'ch',
      formats: ch.formats as MicroAppContext['formats'],
    }
    expect(ch.languages.map((entry) => entry.language)).toContain(language)
    expect(
      phoenixFormat(context)
        .money({ amount: 30.99, currency: 'CHF' })
        .replace(/\u00a0|\u202f/g, ' '),
    ).toBe(expected)
  })
})

describe('findDriverProblems (SPEC §5)', () => {
  it.each([
    [{ firstName: 'Erika', lastName: 'Muster', email: 'erika@example.com' }, {}],
    [
      { firstName: ' ', lastName: '', email: '' },
      { firstName: 'required', lastName: 'required', email: 'required' },
    ],
    [
      { firstName: 'E'.repeat(51), lastName: 'M'.repeat(50), email: 'erika@example' },
      { firstName: 'tooLong', email: 'invalidEmail' },
    ],
  ])('%j → %j', (driver, expected) => {
    expect(findDriverProblems(driver)).toEqual(expected)
  })
})
