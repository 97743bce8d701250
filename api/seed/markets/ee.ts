import type { MarketSeed } from '../marketSeed.ts'

export default {
  country: 'EE',
  currency: 'EUR',
  eurRate: 1,
  distanceUnit: 'km',
  weeklyClosingDay: 7,
  minimumDriverAge: 21,
  branches: [
    { id: 'ee-tll-airport', name: 'Tallinna Lennujaam', type: 'airport', iataCode: 'TLL', street: 'Tartu maantee', houseNumber: '101', postalCode: '10112', city: 'Tallinn', lat: 59.4133, lon: 24.8328, keywords: ['Tallinn', 'Airport'] },
    { id: 'ee-tallinn-kesklinn', name: 'Tallinn kesklinn', type: 'city', street: 'Narva maantee', houseNumber: '7', postalCode: '10117', city: 'Tallinn', lat: 59.437, lon: 24.7536, keywords: ['City'] },
    { id: 'ee-tartu-raudteejaam', name: 'Tartu raudteejaam', type: 'railway', street: 'Vaksali', houseNumber: '6', postalCode: '50409', city: 'Tartu', lat: 58.3733, lon: 26.7053, keywords: ['Station'] },
  ],
} satisfies MarketSeed
