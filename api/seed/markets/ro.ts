import type { MarketSeed } from '../marketSeed.ts'

export default {
  country: 'RO',
  currency: 'RON',
  eurRate: 4.97,
  distanceUnit: 'km',
  weeklyClosingDay: 7,
  minimumDriverAge: 21,
  branches: [
    { id: 'ro-otp-airport', name: 'Aeroportul București Henri Coandă', type: 'airport', iataCode: 'OTP', street: 'Calea Bucureștilor', houseNumber: '224E', postalCode: '075150', city: 'Otopeni', lat: 44.5711, lon: 26.085, allDay: true, keywords: ['Bucharest', 'Bucuresti', 'Airport'] },
    { id: 'ro-clj-airport', name: 'Aeroportul Cluj-Napoca', type: 'airport', iataCode: 'CLJ', street: 'Strada Traian Vuia', houseNumber: '149', postalCode: '400397', city: 'Cluj-Napoca', lat: 46.7852, lon: 23.6862, keywords: ['Cluj', 'Airport'] },
    { id: 'ro-bucuresti-centru', name: 'București Centru', type: 'city', street: 'Bulevardul Magheru', houseNumber: '28', postalCode: '010336', city: 'București', lat: 44.442, lon: 26.098, keywords: ['Bucharest', 'City'] },
  ],
} satisfies MarketSeed
