import type { MarketSeed } from '../marketSeed.ts'

export default {
  country: 'CO',
  currency: 'COP',
  eurRate: 4400,
  distanceUnit: 'km',
  weeklyClosingDay: 7,
  minimumDriverAge: 21,
  branches: [
    { id: 'co-bog-airport', name: 'Aeropuerto El Dorado', type: 'airport', iataCode: 'BOG', street: 'Avenida El Dorado', houseNumber: '103-09', postalCode: '110911', city: 'Bogotá', lat: 4.7016, lon: -74.1469, allDay: true, keywords: ['Bogota'] },
    { id: 'co-mde-airport', name: 'Aeropuerto José María Córdova', type: 'airport', iataCode: 'MDE', street: 'Vía Aeropuerto', houseNumber: 's/n', postalCode: '054040', city: 'Rionegro', lat: 6.1645, lon: -75.4231, keywords: ['Medellin'] },
    { id: 'co-cartagena-centro', name: 'Cartagena Centro', type: 'city', street: 'Calle de la Media Luna', houseNumber: '10-14', postalCode: '130001', city: 'Cartagena', lat: 10.4236, lon: -75.548, keywords: ['City'] },
  ],
} satisfies MarketSeed
