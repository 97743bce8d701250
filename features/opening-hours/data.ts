/**
 * The opening-hours feature's entry for code that runs in plain Node (the reference API answers offers only for open
 * branches): the rules without the texts, whose formatting comes through the block SDK and its styled components.
 */

export { isClosedOn, isOpenAt, openingIntervalsOn } from './openingHours.ts'
