/**
 * A booking as an iCalendar file (RFC 5545) with two events, pickup and return, each at its branch with the address.
 * Times are written in UTC, converted from the branch's clock with its IANA time zone: every calendar places them at
 * the right moment without a VTIMEZONE block. A branch whose time zone is unknown (its lookup failed) gets floating
 * local times, which a calendar shows at that wall-clock time wherever the device is.
 */
export interface CalendarStop {
  /** The local date and time at the branch, "yyyy-MM-ddTHH:mm". */
  at: string
  timeZone?: string
  title: string
  /** The branch's name and address lines. */
  location: string[]
  description: string
}

/** Minutes an event lasts in the calendar: a pickup or return at the counter. */
const EVENT_MINUTES = 30

/** The UTC instant of a wall-clock time in a time zone (the offset read twice, so a DST change between is honoured). */
export function localToUtc(local: string, timeZone: string): Date {
  const wall = Date.parse(`${local}:00Z`)
  const offsetAt = (instant: number) => {
    const parts = Object.fromEntries(
      new Intl.DateTimeFormat('en-US', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
      })
        .formatToParts(new Date(instant))
        .map((part) => [part.type, part.value]),
    )
    return Date.UTC(+parts.year, +parts.month - 1, +parts.day, +parts.hour, +parts.minute) - instant
  }
  const first = wall - offsetAt(wall)
  return new Date(wall - offsetAt(first))
}

const utcStamp = (date: Date) => date.toISOString().replace(/[-:]/g, '').slice(0, 15) + 'Z'
const floatingStamp = (local: string) => `${local.replace(/[-:]/g, '')}00`

/** Text values escape backslashes, semicolons, commas and line breaks (RFC 5545 §3.3.11). */
const escaped = (text: string) => text.replace(/[\\;,]/g, (found) => `\\${found}`).replace(/\r?\n/g, '\\n')

/** Lines longer than 75 octets are folded: a line break and a space (RFC 5545 §3.1). */
function folded(line: string): string {
  const bytes = new TextEncoder()
  let out = ''
  let current = ''
  for (const character of line) {
    if (bytes.encode(current + character).length > (out === '' ? 75 : 74)) {
      out += `${out === '' ? '' : '\r\n '}${current}`
      current = ''
    }
    current += character
  }
  return out === '' ? current : `${out}\r\n ${current}`
}

function event(uid: string, stop: CalendarStop, stamp: Date): string[] {
  const start = stop.timeZone ? localToUtc(stop.at, stop.timeZone) : undefined
  const startLocal = Date.parse(`${stop.at}:00Z`)
  const end = (from: number) => new Date(from + EVENT_MINUTES * 60_000)
  return [
    'BEGIN:VEVENT',
    `UID:${uid}`,
    `DTSTAMP:${utcStamp(stamp)}`,
    start ? `DTSTART:${utcStamp(start)}` : `DTSTART:${floatingStamp(stop.at)}`,
    start ? `DTEND:${utcStamp(end(start.getTime()))}` : `DTEND:${floatingStamp(end(startLocal).toISOString().slice(0, 16))}`,
    `SUMMARY:${escaped(stop.title)}`,
    `LOCATION:${escaped(stop.location.join(', '))}`,
    `DESCRIPTION:${escaped(stop.description)}`,
    'END:VEVENT',
  ]
}

/** The .ics text of a booking: pickup and return as events, CRLF line ends as the format asks. */
export function bookingCalendar(reservationNumber: string, pickup: CalendarStop, dropOff: CalendarStop, now = new Date()): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Reference rental site//Manage booking//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...event(`${reservationNumber}-pickup@manage-booking`, pickup, now),
    ...event(`${reservationNumber}-return@manage-booking`, dropOff, now),
    'END:VCALENDAR',
  ]
  return `${lines.map(folded).join('\r\n')}\r\n`
}
