import type { MarketSeed } from '../marketSeed.ts'

export default {
  country: 'DK',
  currency: 'DKK',
  eurRate: 7.46,
  distanceUnit: 'km',
  weeklyClosingDay: 7,
  minimumDriverAge: 21,
  branches: [
    { id: 'dk-cph-airport', name: 'København Lufthavn', type: 'airport', iataCode: 'CPH', street: 'Lufthavnsboulevarden', houseNumber: '6', postalCode: '2770', city: 'Kastrup', lat: 55.618, lon: 12.6508, allDay: true, keywords: ['Copenhagen', 'Kobenhavn', 'Airport'] },
    { id: 'dk-kobenhavn-h', name: 'København Hovedbanegård', type: 'railway', street: 'Bernstorffsgade', houseNumber: '16', postalCode: '1577', city: 'København V', lat: 55.6726, lon: 12.5647, keywords: ['Copenhagen', 'Station'] },
    { id: 'dk-aarhus-centrum', name: 'Aarhus Centrum', type: 'city', street: 'Banegårdspladsen', houseNumber: '4', postalCode: '8000', city: 'Aarhus C', lat: 56.15, lon: 10.2039, keywords: ['City'] },
  ],
} satisfies MarketSeed
