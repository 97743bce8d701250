import type { MarketSeed } from '../marketSeed.ts'

export default {
  country: 'SI',
  currency: 'EUR',
  eurRate: 1,
  distanceUnit: 'km',
  weeklyClosingDay: 7,
  minimumDriverAge: 21,
  branches: [
    { id: 'si-lju-airport', name: 'Letališče Ljubljana', type: 'airport', iataCode: 'LJU', street: 'Zgornji Brnik', houseNumber: '130', postalCode: '4210', city: 'Brnik', lat: 46.2237, lon: 14.4576, keywords: ['Ljubljana', 'Airport'] },
    { id: 'si-ljubljana-center', name: 'Ljubljana center', type: 'city', street: 'Slovenska cesta', houseNumber: '56', postalCode: '1000', city: 'Ljubljana', lat: 46.0569, lon: 14.5058, keywords: ['City'] },
  ],
} satisfies MarketSeed
