import type { MarketSeed } from '../marketSeed.ts'

export default {
  country: 'BE',
  currency: 'EUR',
  eurRate: 1,
  distanceUnit: 'km',
  weeklyClosingDay: 7,
  minimumDriverAge: 21,
  branches: [
    { id: 'be-bru-airport', name: 'Brussels Airport', type: 'airport', iataCode: 'BRU', street: 'Leopoldlaan', houseNumber: '1', postalCode: '1930', city: 'Zaventem', lat: 50.901, lon: 4.4856, allDay: true, keywords: ['Bruxelles', 'Brussel', 'Luchthaven', 'Aéroport'] },
    { id: 'be-crl-airport', name: 'Charleroi Airport', type: 'airport', iataCode: 'CRL', street: 'Rue des Frères Wright', houseNumber: '8', postalCode: '6041', city: 'Charleroi', lat: 50.4592, lon: 4.4538, keywords: ['Aéroport'] },
    { id: 'be-bruxelles-midi', name: 'Bruxelles-Midi / Brussel-Zuid', type: 'railway', street: 'Avenue Fonsny', houseNumber: '47', postalCode: '1060', city: 'Bruxelles', lat: 50.8356, lon: 4.336, keywords: ['Brussels', 'Station', 'Gare'] },
    { id: 'be-antwerpen-centrum', name: 'Antwerpen Centrum', type: 'city', street: 'Pelikaanstraat', houseNumber: '6', postalCode: '2018', city: 'Antwerpen', lat: 51.216, lon: 4.419, keywords: ['Antwerp', 'Anvers', 'City'] },
  ],
} satisfies MarketSeed
