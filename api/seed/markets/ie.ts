import type { MarketSeed } from '../marketSeed.ts'

export default {
  country: 'IE',
  currency: 'EUR',
  eurRate: 1,
  distanceUnit: 'km',
  weeklyClosingDay: 7,
  minimumDriverAge: 25,
  branches: [
    { id: 'ie-dub-airport', name: 'Dublin Airport', type: 'airport', iataCode: 'DUB', street: 'Corballis Road South', houseNumber: '5', postalCode: 'K67 F2K2', city: 'Dublin', lat: 53.4264, lon: -6.2499, allDay: true },
    { id: 'ie-ork-airport', name: 'Cork Airport', type: 'airport', iataCode: 'ORK', street: 'Kinsale Road', houseNumber: '1', postalCode: 'T12 C8HR', city: 'Cork', lat: 51.8413, lon: -8.4911 },
    { id: 'ie-dublin-city', name: 'Dublin City Centre', type: 'city', street: 'Pearse Street', houseNumber: '38', postalCode: 'D02 X285', city: 'Dublin', lat: 53.344, lon: -6.25, keywords: ['City'] },
  ],
} satisfies MarketSeed
