import { format, parseISO } from 'date-fns'
import type { Money } from '../../../engine/shared/api/types.ts'
import type { MicroAppContext } from '../../../blocks/funnel-mount/MicroAppContext.ts'

export interface Formatters {
  money: (money: Money) => string
  /** "2026-12-01T12:30" in the market's date pattern and clock: "01.12.2026, 12:30" or "12/01/2026, 12:30 PM". */
  dateTime: (localDateTime: string) => string
}

export function createFormatters(context: Pick<MicroAppContext, 'language' | 'country' | 'formats'>): Formatters {
  const locale = `${context.language}-${context.country.toUpperCase()}`
  const timePattern = context.formats.hour12Format ? 'h:mm a' : context.formats.time
  return {
    money: (money) => new Intl.NumberFormat(locale, { style: 'currency', currency: money.currency, maximumFractionDigits: Number.isInteger(money.amount) ? 0 : 2 }).format(money.amount),
    dateTime: (value) => {
      const date = parseISO(value)
      return `${format(date, context.formats.date)}, ${format(date, timePattern)}`
    },
  }
}
