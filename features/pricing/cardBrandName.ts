/** Card brands as their owners write them: names, not words to translate. */
const CARD_BRAND_NAMES: Record<string, string> = { visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express' }

/** The name of a card brand a payment answered ("visa" → "Visa"); an unknown one as it came. */
export function cardBrandName(brand: string): string {
  return CARD_BRAND_NAMES[brand] ?? brand
}
