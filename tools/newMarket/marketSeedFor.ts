import type { MarketSeed } from '../../api/seed/marketSeed.ts'
import type { NewMarketAnswers } from './newMarketAnswers.ts'
import type { ProjectFacts } from './projectFacts.ts'

/** Lowercase ASCII words joined by dashes, for branch ids: "Esch-sur-Alzette" → "esch-sur-alzette". */
function idWord(text: string): string {
  return (
    text
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'main'
  )
}

/**
 * The reference API's data for the new country: two placeholder branches (the airport and the city centre,
 * fictitious streets) that the market manager replaces; closing day and driver age as in the start market.
 */
export function marketSeedFor(answers: NewMarketAnswers, facts: ProjectFacts): MarketSeed {
  const start = facts.markets.get(answers.from)!
  const startSeed = facts.seeds.get(start.countryAlpha2 ?? '')
  const country = answers.code.toUpperCase()
  const [lat, lon] = answers.coordinates
  const round = (value: number) => Math.round(value * 10000) / 10000
  return {
    country,
    currency: answers.currency,
    eurRate: answers.eurRate,
    distanceUnit: start.formats?.measureOfLength ?? 'km',
    weeklyClosingDay: startSeed?.weeklyClosingDay ?? 7,
    minimumDriverAge: startSeed?.minimumDriverAge ?? 18,
    // The start market's rates and young driver age, so the new market's terms are written out for its manager to change.
    ...(startSeed?.youngDriverAge ? { youngDriverAge: startSeed.youngDriverAge } : {}),
    ...(startSeed?.rates ? { rates: startSeed.rates } : {}),
    branches: [
      {
        id: `${answers.code}-${answers.airport.toLowerCase()}-airport`,
        name: `${answers.city} Airport`,
        type: 'airport',
        iataCode: answers.airport,
        street: 'Airport Road',
        houseNumber: '1',
        postalCode: '1000',
        city: answers.city,
        lat: round(Math.max(-90, Math.min(90, lat + 0.05))),
        lon: round(lon),
        allDay: true,
        keywords: ['Airport'],
      },
      {
        id: `${answers.code}-${idWord(answers.city)}-city`,
        name: `${answers.city} City`,
        type: 'city',
        street: 'Example Street',
        houseNumber: '10',
        postalCode: '1000',
        city: answers.city,
        lat: round(lat),
        lon: round(lon),
        keywords: ['City'],
      },
    ],
  }
}
