import type { MarketSeed } from '../marketSeed.ts'

export default {
  country: 'CH',
  currency: 'CHF',
  eurRate: 0.95,
  distanceUnit: 'km',
  weeklyClosingDay: 7,
  minimumDriverAge: 20,
  branches: [
    { id: 'ch-zrh-airport', name: 'Zürich Flughafen', type: 'airport', iataCode: 'ZRH', street: 'Flughofstrasse', houseNumber: '55', postalCode: '8058', city: 'Zürich-Flughafen', lat: 47.4581, lon: 8.5555, allDay: true, keywords: ['Zurich', 'Zuerich', 'Airport'] },
    { id: 'ch-gva-airport', name: 'Genève Aéroport', type: 'airport', iataCode: 'GVA', street: "Route de l'Aéroport", houseNumber: '21', postalCode: '1215', city: 'Genève', lat: 46.237, lon: 6.1092, keywords: ['Geneva', 'Genf', 'Airport'] },
    { id: 'ch-zuerich-hb', name: 'Zürich Hauptbahnhof', type: 'railway', street: 'Bahnhofplatz', houseNumber: '7', postalCode: '8001', city: 'Zürich', lat: 47.3779, lon: 8.5403, keywords: ['Zurich', 'Zuerich', 'Central Station'] },
    { id: 'ch-basel-city', name: 'Basel Innenstadt', type: 'city', street: 'Steinentorstrasse', houseNumber: '26', postalCode: '4051', city: 'Basel', lat: 47.5515, lon: 7.588, keywords: ['Bale', 'City'] },
    { id: 'ch-lausanne-gare', name: 'Lausanne Gare', type: 'railway', street: 'Place de la Gare', houseNumber: '9', postalCode: '1003', city: 'Lausanne', lat: 46.5167, lon: 6.6291, keywords: ['Station'] },
  ],
} satisfies MarketSeed
