import type { DeclineReason } from './paymentProvider.ts'

/**
 * The stand-in provider's test cards (docs/payments.md lists them): any future expiry date and any 3 digits as the
 * security code. A number not listed here is declined as "cardDeclined".
 */
export type TestCardOutcome =
  | { kind: 'authorise' }
  | { kind: 'decline'; reason: DeclineReason }
  /** A 3-D Secure challenge page: approve authorises, fail declines (authenticationFailed), cancel abandons. */
  | { kind: 'challenge' }
  /** The provider never answers: the site gives up after its timeout and says nothing was charged. */
  | { kind: 'timeout' }

export interface TestCard {
  number: string
  brand: string
  outcome: TestCardOutcome
}

export const TEST_CARDS: readonly TestCard[] = [
  { number: '4242424242424242', brand: 'visa', outcome: { kind: 'authorise' } },
  { number: '5555555555554444', brand: 'mastercard', outcome: { kind: 'authorise' } },
  { number: '4000000000009995', brand: 'visa', outcome: { kind: 'decline', reason: 'insufficientFunds' } },
  { number: '4000000000000002', brand: 'visa', outcome: { kind: 'decline', reason: 'cardDeclined' } },
  { number: '4000000000000069', brand: 'visa', outcome: { kind: 'decline', reason: 'expiredCard' } },
  { number: '4000000000003220', brand: 'visa', outcome: { kind: 'challenge' } },
  { number: '4000000000000119', brand: 'visa', outcome: { kind: 'timeout' } },
]

/** The brand of a card number by its first digits (enough for the stand-in's cards and the common brands). */
export function cardBrand(number: string): string {
  if (/^4/.test(number)) return 'visa'
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'mastercard'
  if (/^3[47]/.test(number)) return 'amex'
  return 'card'
}

/** The Luhn check every card number passes; a typo fails it before any bank is asked. */
export function passesLuhn(number: string): boolean {
  let sum = 0
  for (let index = 0; index < number.length; index++) {
    let digit = Number(number[number.length - 1 - index])
    if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2
    sum += digit
  }
  return number.length >= 12 && sum % 10 === 0
}

export function testCardOutcome(number: string): { brand: string; outcome: TestCardOutcome } {
  const card = TEST_CARDS.find((candidate) => candidate.number === number)
  return card ?? { brand: cardBrand(number), outcome: { kind: 'decline', reason: 'cardDeclined' } }
}
