import type { MarketSeed } from '../marketSeed.ts'

export default {
  country: 'FR',
  currency: 'EUR',
  eurRate: 1,
  distanceUnit: 'km',
  weeklyClosingDay: 7,
  minimumDriverAge: 21,
  branches: [
    { id: 'fr-cdg-airport', name: 'Paris Charles de Gaulle Aéroport', type: 'airport', iataCode: 'CDG', street: 'Rue des Vignes', houseNumber: '6', postalCode: '95700', city: 'Roissy-en-France', lat: 49.0097, lon: 2.5479, allDay: true, keywords: ['Roissy', 'Airport'] },
    { id: 'fr-ory-airport', name: 'Paris Orly Aéroport', type: 'airport', iataCode: 'ORY', street: 'Avenue de la Commune de Paris', houseNumber: '2', postalCode: '94390', city: 'Orly', lat: 48.7262, lon: 2.3652, keywords: ['Airport'] },
    { id: 'fr-nce-airport', name: "Nice Côte d'Azur Aéroport", type: 'airport', iataCode: 'NCE', street: 'Rue Costes et Bellonte', houseNumber: '52', postalCode: '06200', city: 'Nice', lat: 43.6584, lon: 7.2159, keywords: ['Airport'] },
    { id: 'fr-paris-gare-de-lyon', name: 'Paris Gare de Lyon', type: 'railway', street: 'Place Louis-Armand', houseNumber: '20', postalCode: '75012', city: 'Paris', lat: 48.8443, lon: 2.3744, keywords: ['Station'] },
    { id: 'fr-lyon-centre', name: 'Lyon Centre', type: 'city', street: 'Rue de la République', houseNumber: '48', postalCode: '69002', city: 'Lyon', lat: 45.7606, lon: 4.8357, keywords: ['City'] },
  ],
} satisfies MarketSeed
