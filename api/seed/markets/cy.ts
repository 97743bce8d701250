import type { MarketSeed } from '../marketSeed.ts'

export default {
  country: 'CY',
  currency: 'EUR',
  eurRate: 1,
  distanceUnit: 'km',
  weeklyClosingDay: 7,
  minimumDriverAge: 25,
  branches: [
    { id: 'cy-lca-airport', name: 'Larnaca Airport', type: 'airport', iataCode: 'LCA', street: 'Larnaca Airport Road', houseNumber: '1', postalCode: '7130', city: 'Larnaca', lat: 34.8751, lon: 33.6249, allDay: true, keywords: ['Larnaka'] },
    { id: 'cy-pfo-airport', name: 'Paphos Airport', type: 'airport', iataCode: 'PFO', street: 'Paphos Airport Road', houseNumber: '2', postalCode: '8320', city: 'Paphos', lat: 34.718, lon: 32.4857, keywords: ['Pafos'] },
    { id: 'cy-limassol-centre', name: 'Limassol Centre', type: 'city', street: 'Anexartisias Street', houseNumber: '95', postalCode: '3040', city: 'Limassol', lat: 34.6786, lon: 33.0413, keywords: ['Lemesos', 'City'] },
  ],
} satisfies MarketSeed
