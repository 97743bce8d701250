/**
 * The opening-hours feature's public entry (SPEC §5): when a branch is open, and how its hours read on a page. Shared
 * by the booking search and its blocks. Code outside features/opening-hours/ imports this file or, when it runs in plain
 * Node (the reference API), ./data.ts (`npm run boundaries`, rule feature-through-its-entry).
 */

// A branch's opening intervals on a day, and whether it is open at a time or closed all day.
export { firstOpenDayFrom, isClosedOn, isOpenAt, openingIntervalsOn } from './openingHours.ts'

// A day's opening hours as the visitor reads them, in the page's language and clock (through the block SDK).
export { openingHoursText } from './openingHoursText.ts'
