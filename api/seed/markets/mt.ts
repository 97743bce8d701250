import type { MarketSeed } from '../marketSeed.ts'

export default {
  country: 'MT',
  currency: 'EUR',
  eurRate: 1,
  distanceUnit: 'km',
  weeklyClosingDay: 7,
  minimumDriverAge: 25,
  branches: [
    { id: 'mt-mla-airport', name: 'Malta International Airport', type: 'airport', iataCode: 'MLA', street: 'Triq l-Avjazzjoni', houseNumber: '1', postalCode: 'LQA 4000', city: 'Luqa', lat: 35.8575, lon: 14.4775, allDay: true, keywords: ['Valletta'] },
    { id: 'mt-valletta', name: 'Valletta', type: 'city', street: 'Triq ir-Repubblika', houseNumber: '120', postalCode: 'VLT 1117', city: 'Valletta', lat: 35.8989, lon: 14.5146, keywords: ['City'] },
    { id: 'mt-sliema', name: 'Sliema', type: 'city', street: 'Triq it-Torri', houseNumber: '44', postalCode: 'SLM 1605', city: 'Sliema', lat: 35.9122, lon: 14.5042, keywords: ['City'] },
  ],
} satisfies MarketSeed
