import type { MarketSeed } from '../marketSeed.ts'

export default {
  country: 'PA',
  currency: 'USD',
  eurRate: 1.08,
  distanceUnit: 'km',
  weeklyClosingDay: 7,
  minimumDriverAge: 21,
  branches: [
    { id: 'pa-pty-airport', name: 'Aeropuerto Internacional de Tocumen', type: 'airport', iataCode: 'PTY', street: 'Avenida Domingo Díaz', houseNumber: 's/n', postalCode: '0816', city: 'Tocumen', lat: 9.0714, lon: -79.3835, allDay: true, keywords: ['Panama City'] },
    { id: 'pa-dav-airport', name: 'Aeropuerto Enrique Malek', type: 'airport', iataCode: 'DAV', street: 'Avenida Aeropuerto', houseNumber: 's/n', postalCode: '0426', city: 'David', lat: 8.391, lon: -82.435 },
    { id: 'pa-panama-obarrio', name: 'Panamá Obarrio', type: 'city', street: 'Calle 50', houseNumber: '24', postalCode: '0823', city: 'Panamá', lat: 8.9936, lon: -79.5197, keywords: ['City'] },
  ],
} satisfies MarketSeed
