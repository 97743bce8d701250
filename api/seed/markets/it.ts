import type { MarketSeed } from '../marketSeed.ts'

export default {
  country: 'IT',
  currency: 'EUR',
  eurRate: 1,
  distanceUnit: 'km',
  weeklyClosingDay: 7,
  minimumDriverAge: 21,
  branches: [
    { id: 'it-fco-airport', name: 'Roma Fiumicino Aeroporto', type: 'airport', iataCode: 'FCO', street: "Via dell'Aeroporto di Fiumicino", houseNumber: '320', postalCode: '00054', city: 'Fiumicino', region: 'RM', lat: 41.8003, lon: 12.2389, allDay: true, keywords: ['Rome', 'Airport'] },
    { id: 'it-mxp-airport', name: 'Milano Malpensa Aeroporto', type: 'airport', iataCode: 'MXP', street: 'Via Malpensa Terminal', houseNumber: '1', postalCode: '21010', city: 'Ferno', region: 'VA', lat: 45.6301, lon: 8.7255, keywords: ['Milan', 'Airport'] },
    { id: 'it-milano-centrale', name: 'Milano Centrale', type: 'railway', street: "Piazza Duca d'Aosta", houseNumber: '1', postalCode: '20124', city: 'Milano', region: 'MI', lat: 45.4862, lon: 9.2042, keywords: ['Milan', 'Station'] },
    { id: 'it-firenze-centro', name: 'Firenze Centro', type: 'city', street: 'Via Luigi Alamanni', houseNumber: '23', postalCode: '50123', city: 'Firenze', region: 'FI', lat: 43.777, lon: 11.2475, keywords: ['Florence', 'City'] },
  ],
} satisfies MarketSeed
