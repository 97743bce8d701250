import type { MarketSeed } from '../marketSeed.ts'

export default {
  country: 'NL',
  currency: 'EUR',
  eurRate: 1,
  distanceUnit: 'km',
  weeklyClosingDay: 7,
  minimumDriverAge: 21,
  branches: [
    { id: 'nl-ams-airport', name: 'Amsterdam Schiphol Airport', type: 'airport', iataCode: 'AMS', street: 'Evert van de Beekstraat', houseNumber: '202', postalCode: '1118 CP', city: 'Schiphol', lat: 52.3105, lon: 4.7683, allDay: true, keywords: ['Airport', 'Luchthaven'] },
    { id: 'nl-ein-airport', name: 'Eindhoven Airport', type: 'airport', iataCode: 'EIN', street: 'Luchthavenweg', houseNumber: '25', postalCode: '5657 EA', city: 'Eindhoven', lat: 51.4501, lon: 5.3745, keywords: ['Luchthaven'] },
    { id: 'nl-rotterdam-centraal', name: 'Rotterdam Centraal', type: 'railway', street: 'Stationsplein', houseNumber: '75', postalCode: '3013 AK', city: 'Rotterdam', lat: 51.9249, lon: 4.469, keywords: ['Station'] },
    { id: 'nl-amsterdam-centrum', name: 'Amsterdam Centrum', type: 'city', street: 'Prins Hendrikkade', houseNumber: '33', postalCode: '1012 TM', city: 'Amsterdam', lat: 52.3765, lon: 4.898, keywords: ['City'] },
  ],
} satisfies MarketSeed
