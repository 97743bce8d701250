import type { MarketSeed } from '../marketSeed.ts'

export default {
  country: 'CR',
  currency: 'CRC',
  eurRate: 560,
  distanceUnit: 'km',
  weeklyClosingDay: 7,
  minimumDriverAge: 21,
  branches: [
    { id: 'cr-sjo-airport', name: 'Aeropuerto Juan Santamaría', type: 'airport', iataCode: 'SJO', street: 'Ruta 1', houseNumber: 's/n', postalCode: '20106', city: 'Alajuela', lat: 9.9939, lon: -84.2088, allDay: true, keywords: ['San Jose'] },
    { id: 'cr-lir-airport', name: 'Aeropuerto Daniel Oduber Quirós', type: 'airport', iataCode: 'LIR', street: 'Ruta 21', houseNumber: 's/n', postalCode: '50101', city: 'Liberia', lat: 10.5933, lon: -85.5444, keywords: ['Guanacaste'] },
    { id: 'cr-san-jose-centro', name: 'San José Centro', type: 'city', street: 'Avenida Central', houseNumber: '1', postalCode: '10101', city: 'San José', lat: 9.933, lon: -84.08, keywords: ['City'] },
  ],
} satisfies MarketSeed
