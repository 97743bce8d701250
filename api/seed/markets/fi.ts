import type { MarketSeed } from '../marketSeed.ts'

export default {
  country: 'FI',
  currency: 'EUR',
  eurRate: 1,
  distanceUnit: 'km',
  weeklyClosingDay: 7,
  minimumDriverAge: 20,
  branches: [
    { id: 'fi-hel-airport', name: 'Helsinki-Vantaan lentoasema', type: 'airport', iataCode: 'HEL', street: 'Lentoasemantie', houseNumber: '1', postalCode: '01530', city: 'Vantaa', lat: 60.3172, lon: 24.9633, allDay: true, keywords: ['Helsinki', 'Airport'] },
    { id: 'fi-rvn-airport', name: 'Rovaniemi lentoasema', type: 'airport', iataCode: 'RVN', street: 'Lentokentäntie', houseNumber: '1', postalCode: '96930', city: 'Rovaniemi', lat: 66.5648, lon: 25.8304, keywords: ['Lapland', 'Airport'] },
    { id: 'fi-helsinki-keskusta', name: 'Helsinki keskusta', type: 'city', street: 'Mannerheimintie', houseNumber: '10', postalCode: '00100', city: 'Helsinki', lat: 60.169, lon: 24.9384, keywords: ['City'] },
  ],
} satisfies MarketSeed
