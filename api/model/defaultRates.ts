import type { RentalRate } from '../../features/web-api/index.ts'

/**
 * The rates of a market whose seed names none (a market `npm run new-market` just wrote): paying at pickup costs the
 * list price and is free to cancel until pickup; paying now is 10 % cheaper, free to cancel until 48 hours before
 * pickup, then costs 3 rental days, and a no-show the whole rental: the pay-now terms most market seeds name (de.json's
 * among them). Other markets name their own (24 hours and 1 day in the Americas, Australia and New Zealand; 2 days in GB and IE), so the site's
 * texts say "24 or 48 hours, depending on the country" and the booking shows the reader's (tests/unit/siteTextFacts.test.ts).
 */
export const DEFAULT_RATES: RentalRate[] = [
  { id: 'pickup', discountPercent: 0, freeCancellationHours: 0, lateCancellationFeeDays: 0, noShowFee: 'none' },
  { id: 'now', discountPercent: 10, freeCancellationHours: 48, lateCancellationFeeDays: 3, noShowFee: 'wholeRental' },
]
