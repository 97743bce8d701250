import type { MarketSeed } from '../marketSeed.ts'

export default {
  country: 'NZ',
  currency: 'NZD',
  eurRate: 1.8,
  distanceUnit: 'km',
  weeklyClosingDay: 7,
  minimumDriverAge: 21,
  branches: [
    { id: 'nz-akl-airport', name: 'Auckland Airport', type: 'airport', iataCode: 'AKL', street: 'Ray Emery Drive', houseNumber: '4', postalCode: '2022', city: 'Auckland', lat: -37.0082, lon: 174.785, allDay: true },
    { id: 'nz-chc-airport', name: 'Christchurch Airport', type: 'airport', iataCode: 'CHC', street: 'Durey Road', houseNumber: '30', postalCode: '8053', city: 'Christchurch', lat: -43.4894, lon: 172.5322 },
    { id: 'nz-zqn-airport', name: 'Queenstown Airport', type: 'airport', iataCode: 'ZQN', street: 'Sir Henry Wigley Drive', houseNumber: '1', postalCode: '9300', city: 'Queenstown', lat: -45.0211, lon: 168.7392 },
    { id: 'nz-wellington-central', name: 'Wellington Central', type: 'city', street: 'Taranaki Street', houseNumber: '98', postalCode: '6011', city: 'Wellington', lat: -41.293, lon: 174.7762, keywords: ['City'] },
  ],
} satisfies MarketSeed
