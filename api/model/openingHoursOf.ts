import type { OpeningHours, OpeningInterval } from '../../features/web-api/index.ts'
import type { BranchSeed, MarketSeed } from '../seed/marketSeed.ts'

const day = (open: string, close: string): OpeningInterval[] => [{ open, close }]

/**
 * Opening hours by branch type: airports every day (large ones around the clock); stations every day
 * with short hours on the weekly closing day; city branches close on it (Sunday, or Friday where the
 * weekend starts on Friday) and on public holidays, which gives the date picker real closed days.
 */
export function openingHoursOf(seed: BranchSeed, market: MarketSeed, year: number): OpeningHours {
  const weekdays: OpeningInterval[][] = []
  for (let isoWeekday = 1; isoWeekday <= 7; isoWeekday++) {
    const closingDay = isoWeekday === market.weeklyClosingDay
    if (seed.allDay) weekdays.push(day('00:00', '24:00'))
    else if (seed.type === 'airport') weekdays.push(day('05:30', '23:30'))
    else if (seed.type === 'railway')
      weekdays.push(closingDay ? day('10:00', '16:00') : isoWeekday === 6 ? day('08:00', '18:00') : day('06:30', '21:00'))
    else weekdays.push(closingDay ? [] : isoWeekday === 6 ? day('08:00', '13:00') : day('07:30', '18:00'))
  }
  const closedDates = seed.type === 'airport' ? [] : [year, year + 1].flatMap((y) => [`${y}-01-01`, `${y}-12-25`, `${y}-12-26`])
  return { weekdays, closedDates }
}
