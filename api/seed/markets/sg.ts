import type { MarketSeed } from '../marketSeed.ts'

export default {
  country: 'SG',
  currency: 'SGD',
  eurRate: 1.45,
  distanceUnit: 'km',
  weeklyClosingDay: 7,
  minimumDriverAge: 23,
  branches: [
    { id: 'sg-sin-airport', name: 'Changi Airport', type: 'airport', iataCode: 'SIN', street: 'Airport Boulevard', houseNumber: '60', postalCode: '819643', city: 'Singapore', lat: 1.3644, lon: 103.9915, allDay: true, keywords: ['Changi'] },
    { id: 'sg-singapore-orchard', name: 'Singapore Orchard', type: 'city', street: 'Orchard Road', houseNumber: '391', postalCode: '238872', city: 'Singapore', lat: 1.3048, lon: 103.8318, keywords: ['City'] },
    { id: 'sg-singapore-marina-bay', name: 'Singapore Marina Bay', type: 'city', street: 'Bayfront Avenue', houseNumber: '10', postalCode: '018956', city: 'Singapore', lat: 1.2834, lon: 103.8607, keywords: ['City'] },
  ],
} satisfies MarketSeed
