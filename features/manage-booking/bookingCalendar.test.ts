import { describe, expect, it } from 'vitest'
import { bookingCalendar, localToUtc } from './bookingCalendar.ts'

const stop = (at: string, timeZone?: string) => ({
  at,
  ...(timeZone ? { timeZone } : {}),
  title: 'Pickup: VW Golf or similar',
  location: ['Munich Airport', 'Terminalstraße Mitte 18', '85356 München'],
  description: 'Booking 9123456789; bring your licence, a card in your name',
})

describe('bookingCalendar (.ics of a booking)', () => {
  it('converts the branch clock to UTC in winter, summer and across the date line', () => {
    expect(localToUtc('2031-12-01T12:30', 'Europe/Berlin').toISOString()).toBe('2031-12-01T11:30:00.000Z')
    expect(localToUtc('2031-07-01T12:30', 'Europe/Berlin').toISOString()).toBe('2031-07-01T10:30:00.000Z')
    expect(localToUtc('2031-12-01T01:00', 'Asia/Dubai').toISOString()).toBe('2031-11-30T21:00:00.000Z')
    expect(localToUtc('2031-03-30T03:30', 'Europe/Berlin').toISOString()).toBe('2031-03-30T01:30:00.000Z')
  })

  it('writes pickup and return as events at their branches with UTC times, escaped text and CRLF lines', () => {
    const ics = bookingCalendar(
      '9123456789',
      stop('2031-12-01T12:30', 'Europe/Berlin'),
      { ...stop('2031-12-04T08:30', 'Europe/Berlin'), title: 'Return' },
      new Date('2031-11-01T10:00:00Z'),
    )
    const lines = ics.split('\r\n')
    expect(lines[0]).toBe('BEGIN:VCALENDAR')
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true)
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(2)
    expect(lines).toContain('DTSTART:20311201T113000Z')
    expect(lines).toContain('DTEND:20311201T120000Z')
    expect(lines).toContain('DTSTART:20311204T073000Z')
    expect(lines).toContain('UID:9123456789-pickup@manage-booking')
    expect(lines).toContain('DTSTAMP:20311101T100000Z')
    expect(lines).toContain('LOCATION:Munich Airport\\, Terminalstraße Mitte 18\\, 85356 München')
    expect(ics).toContain('DESCRIPTION:Booking 9123456789\\; bring your licence\\, a card in your name')
    expect(ics).not.toMatch(/[^\r]\n/)
  })

  it('folds long lines at 75 octets and keeps floating local times without a time zone', () => {
    const ics = bookingCalendar('9123456789', { ...stop('2031-12-01T12:30'), description: 'ü'.repeat(80) }, stop('2031-12-04T08:30'))
    expect(ics).toContain('DTSTART:20311201T123000\r\n')
    for (const line of ics.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75)
    expect(ics.replace(/\r\n /g, '')).toContain(`DESCRIPTION:${'ü'.repeat(80)}`)
  })
})
