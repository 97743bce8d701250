import type { MarketSeed } from '../marketSeed.ts'

export default {
  country: 'AR',
  currency: 'ARS',
  eurRate: 1000,
  distanceUnit: 'km',
  weeklyClosingDay: 7,
  minimumDriverAge: 21,
  branches: [
    { id: 'ar-eze-airport', name: 'Aeropuerto Internacional Ezeiza', type: 'airport', iataCode: 'EZE', street: 'Autopista Tte. Gral. Ricchieri', houseNumber: 'km 33,5', postalCode: 'B1802', city: 'Ezeiza', lat: -34.8222, lon: -58.5358, allDay: true, keywords: ['Buenos Aires'] },
    { id: 'ar-aep-airport', name: 'Aeroparque Jorge Newbery', type: 'airport', iataCode: 'AEP', street: 'Avenida Costanera Rafael Obligado', houseNumber: 's/n', postalCode: 'C1425', city: 'Buenos Aires', lat: -34.5592, lon: -58.4156 },
    { id: 'ar-bariloche-centro', name: 'Bariloche Centro', type: 'city', street: 'Mitre', houseNumber: '340', postalCode: 'R8400', city: 'San Carlos de Bariloche', lat: -41.1335, lon: -71.3103, keywords: ['Bariloche', 'City'] },
  ],
} satisfies MarketSeed
