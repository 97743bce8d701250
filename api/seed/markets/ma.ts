import type { MarketSeed } from '../marketSeed.ts'

export default {
  country: 'MA',
  currency: 'MAD',
  eurRate: 10.9,
  distanceUnit: 'km',
  weeklyClosingDay: 5,
  minimumDriverAge: 21,
  branches: [
    { id: 'ma-cmn-airport', name: 'Aéroport Mohammed V Casablanca', type: 'airport', iataCode: 'CMN', street: "Route de l'Aéroport", houseNumber: '1', postalCode: '20240', city: 'Nouaceur', lat: 33.3675, lon: -7.5898, allDay: true, keywords: ['Casablanca', 'Airport'] },
    { id: 'ma-rak-airport', name: 'Aéroport Marrakech Ménara', type: 'airport', iataCode: 'RAK', street: 'Avenue de la Ménara', houseNumber: '3', postalCode: '40000', city: 'Marrakech', lat: 31.6069, lon: -8.0363, keywords: ['Marrakesh', 'Airport'] },
    { id: 'ma-casablanca-centre', name: 'Casablanca Centre', type: 'city', street: 'Boulevard Mohammed V', houseNumber: '118', postalCode: '20250', city: 'Casablanca', lat: 33.595, lon: -7.619, keywords: ['City'] },
  ],
} satisfies MarketSeed
