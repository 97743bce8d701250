import type { MarketSeed } from '../marketSeed.ts'

export default {
  country: 'DE',
  currency: 'EUR',
  eurRate: 1,
  distanceUnit: 'km',
  weeklyClosingDay: 7,
  minimumDriverAge: 18,
  branches: [
    { id: 'de-muc-airport', name: 'München Flughafen', type: 'airport', iataCode: 'MUC', street: 'Terminalstraße Mitte', houseNumber: '18', postalCode: '85356', city: 'München', lat: 48.3538, lon: 11.7861, allDay: true, keywords: ['Munich', 'Muenchen', 'Airport'] },
    { id: 'de-ber-airport', name: 'Berlin Brandenburg Flughafen', type: 'airport', iataCode: 'BER', street: 'Melli-Beese-Ring', houseNumber: '1', postalCode: '12529', city: 'Schönefeld', lat: 52.3667, lon: 13.5033, keywords: ['Berlin', 'Airport'] },
    { id: 'de-fra-airport', name: 'Frankfurt Flughafen', type: 'airport', iataCode: 'FRA', street: 'Hugo-Eckener-Ring', houseNumber: '8', postalCode: '60549', city: 'Frankfurt am Main', lat: 50.0379, lon: 8.5622, allDay: true, keywords: ['Frankfurt', 'Airport'] },
    { id: 'de-muenchen-city', name: 'München Innenstadt', type: 'city', street: 'Sonnenstraße', houseNumber: '12', postalCode: '80331', city: 'München', lat: 48.1374, lon: 11.5655, keywords: ['Munich', 'Muenchen', 'City'] },
    { id: 'de-berlin-mitte', name: 'Berlin Mitte', type: 'city', street: 'Friedrichstraße', houseNumber: '95', postalCode: '10117', city: 'Berlin', lat: 52.52, lon: 13.3889, keywords: ['City'] },
    { id: 'de-hamburg-hbf', name: 'Hamburg Hauptbahnhof', type: 'railway', street: 'Kirchenallee', houseNumber: '34', postalCode: '20099', city: 'Hamburg', lat: 53.553, lon: 10.0069, keywords: ['Central Station', 'Hbf'] },
    { id: 'de-koeln-hbf', name: 'Köln Hauptbahnhof', type: 'railway', street: 'Trankgasse', houseNumber: '11', postalCode: '50667', city: 'Köln', lat: 50.943, lon: 6.9589, keywords: ['Cologne', 'Koeln', 'Central Station', 'Hbf'] },
  ],
} satisfies MarketSeed
