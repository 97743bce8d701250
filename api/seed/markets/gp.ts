import type { MarketSeed } from '../marketSeed.ts'

export default {
  country: 'GP',
  currency: 'EUR',
  eurRate: 1,
  distanceUnit: 'km',
  weeklyClosingDay: 7,
  minimumDriverAge: 21,
  branches: [
    { id: 'gp-ptp-airport', name: 'Aéroport Guadeloupe Pôle Caraïbes', type: 'airport', iataCode: 'PTP', street: 'Morne Mamiel', houseNumber: '1', postalCode: '97139', city: 'Les Abymes', lat: 16.2653, lon: -61.5318, keywords: ['Pointe-a-Pitre', 'Airport'] },
    { id: 'gp-pointe-a-pitre', name: 'Pointe-à-Pitre Centre', type: 'city', street: 'Rue Frébault', houseNumber: '12', postalCode: '97110', city: 'Pointe-à-Pitre', lat: 16.2411, lon: -61.5331, keywords: ['City'] },
    { id: 'gp-saint-francois', name: 'Saint-François', type: 'city', street: "Avenue de l'Europe", houseNumber: '3', postalCode: '97118', city: 'Saint-François', lat: 16.2522, lon: -61.2739, keywords: ['City'] },
  ],
} satisfies MarketSeed
