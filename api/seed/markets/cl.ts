import type { MarketSeed } from '../marketSeed.ts'

export default {
  country: 'CL',
  currency: 'CLP',
  eurRate: 1020,
  distanceUnit: 'km',
  weeklyClosingDay: 7,
  minimumDriverAge: 22,
  branches: [
    { id: 'cl-scl-airport', name: 'Aeropuerto Internacional de Santiago', type: 'airport', iataCode: 'SCL', street: 'Armando Cortínez Oriente', houseNumber: '1704', postalCode: '9020000', city: 'Pudahuel', lat: -33.393, lon: -70.7858, allDay: true, keywords: ['Santiago'] },
    { id: 'cl-pmc-airport', name: 'Aeropuerto El Tepual', type: 'airport', iataCode: 'PMC', street: 'Ruta 226', houseNumber: 'km 25', postalCode: '5480000', city: 'Puerto Montt', lat: -41.4389, lon: -73.094 },
    { id: 'cl-santiago-providencia', name: 'Santiago Providencia', type: 'city', street: 'Avenida Providencia', houseNumber: '1760', postalCode: '7500000', city: 'Santiago', lat: -33.4263, lon: -70.617, keywords: ['City'] },
  ],
} satisfies MarketSeed
