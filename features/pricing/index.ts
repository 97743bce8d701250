/**
 * The price of a rental (SPEC §7 offers and reservations): a rental configuration's protection, extras, young-driver fee and promotion applied
 * to an offer, the same rules the reference API applies when it books (api/routes/createReservation.ts), so the
 * funnel shows the price the reservation will have.
 */
export { priceBreakdown, promotionFor, rateFor, minimumAgeFor, DEFAULT_DRIVER_AGE, type RentalChoices } from './priceBreakdown.ts'
export { offerListPrice, type ListSearch, type OfferListPrice } from './offerListPrice.ts'
export { cancellationTerms, type CancellationTerms } from './cancellationTerms.ts'
export { cancellationQuote, freeCancellationUntil, lateCancellationFee, type CancellationInput } from './cancellationQuote.ts'
export { priceLines, type PriceLine } from './priceLines.ts'
export { cancellationTermsText, isolatedLtr } from './cancellationTermsText.ts'
export { cardBrandName } from './cardBrandName.ts'
