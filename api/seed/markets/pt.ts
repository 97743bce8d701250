import type { MarketSeed } from '../marketSeed.ts'

export default {
  country: 'PT',
  currency: 'EUR',
  eurRate: 1,
  distanceUnit: 'km',
  weeklyClosingDay: 7,
  minimumDriverAge: 21,
  branches: [
    { id: 'pt-lis-airport', name: 'Lisboa Aeroporto', type: 'airport', iataCode: 'LIS', street: 'Alameda das Comunidades Portuguesas', houseNumber: '1', postalCode: '1700-111', city: 'Lisboa', lat: 38.7742, lon: -9.1342, allDay: true, keywords: ['Lisbon', 'Airport'] },
    { id: 'pt-opo-airport', name: 'Porto Aeroporto', type: 'airport', iataCode: 'OPO', street: 'Rua do Aeroporto', houseNumber: '2', postalCode: '4470-558', city: 'Maia', lat: 41.2481, lon: -8.6814, keywords: ['Porto', 'Airport'] },
    { id: 'pt-fao-airport', name: 'Faro Aeroporto', type: 'airport', iataCode: 'FAO', street: 'Rua do Aeroporto', houseNumber: '8', postalCode: '8006-901', city: 'Faro', lat: 37.0144, lon: -7.9659, keywords: ['Algarve', 'Airport'] },
    { id: 'pt-lisboa-centro', name: 'Lisboa Centro', type: 'city', street: 'Avenida da Liberdade', houseNumber: '180', postalCode: '1250-146', city: 'Lisboa', lat: 38.72, lon: -9.145, keywords: ['Lisbon', 'City'] },
  ],
} satisfies MarketSeed
