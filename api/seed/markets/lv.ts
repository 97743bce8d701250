import type { MarketSeed } from '../marketSeed.ts'

export default {
  country: 'LV',
  currency: 'EUR',
  eurRate: 1,
  distanceUnit: 'km',
  weeklyClosingDay: 7,
  minimumDriverAge: 21,
  branches: [
    { id: 'lv-rix-airport', name: 'Rīgas lidosta', type: 'airport', iataCode: 'RIX', street: 'Lidosta Rīga', houseNumber: '10/1', postalCode: 'LV-1053', city: 'Mārupe', lat: 56.9236, lon: 23.9711, allDay: true, keywords: ['Riga', 'Airport'] },
    { id: 'lv-riga-centrs', name: 'Rīga centrs', type: 'city', street: 'Elizabetes iela', houseNumber: '55', postalCode: 'LV-1010', city: 'Rīga', lat: 56.955, lon: 24.115, keywords: ['Riga', 'City'] },
  ],
} satisfies MarketSeed
