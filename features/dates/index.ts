/**
 * The dates feature's public entry (SPEC §3, §5): calendar months, dates in the market's own pattern and the Intl
 * names of days and months, shared by the booking search, the branch page and the ride-home app. Code outside
 * features/dates/ imports this file only (`npm run boundaries`, rule feature-through-its-entry); plain logic, no React.
 */

// A month as weeks of calendar days, and moving a date by days or months.
export { monthWeeks, movedDate, shiftMonths, type WeekStart } from './calendarMonth.ts'

// Day and month names and full dates from Intl, in the page's locale.
export { fullDate, intlLocaleOf, monthHeading, weekdayNames } from './intlDates.ts'

// A date in the market's pattern ("dd.MM.yyyy"), written and read back. A form shown at a page's or an app's start
// loads the reader on demand (loadMarketDateParser), so date-fns stays out of the first load.
export { formatMarketDate, patternForPeople } from './marketDate.ts'
export { parseMarketDate } from './parseMarketDate.ts'
export { loadMarketDateParser } from './loadMarketDateParser.ts'
