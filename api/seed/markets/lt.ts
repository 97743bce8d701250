import type { MarketSeed } from '../marketSeed.ts'

export default {
  country: 'LT',
  currency: 'EUR',
  eurRate: 1,
  distanceUnit: 'km',
  weeklyClosingDay: 7,
  minimumDriverAge: 21,
  branches: [
    { id: 'lt-vno-airport', name: 'Vilniaus oro uostas', type: 'airport', iataCode: 'VNO', street: 'Rodūnios kelias', houseNumber: '10A', postalCode: 'LT-02189', city: 'Vilnius', lat: 54.6341, lon: 25.2858, keywords: ['Vilnius', 'Airport'] },
    { id: 'lt-kun-airport', name: 'Kauno oro uostas', type: 'airport', iataCode: 'KUN', street: 'Oro uosto g.', houseNumber: '4', postalCode: 'LT-54460', city: 'Karmėlava', lat: 54.9639, lon: 24.0848, keywords: ['Kaunas', 'Airport'] },
    { id: 'lt-vilnius-centras', name: 'Vilnius centras', type: 'city', street: 'Gedimino pr.', houseNumber: '9', postalCode: 'LT-01103', city: 'Vilnius', lat: 54.6872, lon: 25.2797, keywords: ['City'] },
  ],
} satisfies MarketSeed
