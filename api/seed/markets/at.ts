import type { MarketSeed } from '../marketSeed.ts'

export default {
  country: 'AT',
  currency: 'EUR',
  eurRate: 1,
  distanceUnit: 'km',
  weeklyClosingDay: 7,
  minimumDriverAge: 19,
  branches: [
    { id: 'at-vie-airport', name: 'Wien Flughafen', type: 'airport', iataCode: 'VIE', street: 'Office Park', houseNumber: '3', postalCode: '1300', city: 'Schwechat', lat: 48.1103, lon: 16.5697, allDay: true, keywords: ['Vienna', 'Wien', 'Airport'] },
    { id: 'at-szg-airport', name: 'Salzburg Flughafen', type: 'airport', iataCode: 'SZG', street: 'Innsbrucker Bundesstraße', houseNumber: '95', postalCode: '5020', city: 'Salzburg', lat: 47.7933, lon: 13.0043, keywords: ['Airport'] },
    { id: 'at-wien-hbf', name: 'Wien Hauptbahnhof', type: 'railway', street: 'Am Hauptbahnhof', houseNumber: '1', postalCode: '1100', city: 'Wien', lat: 48.1852, lon: 16.376, keywords: ['Vienna', 'Central Station'] },
    { id: 'at-innsbruck-city', name: 'Innsbruck Innenstadt', type: 'city', street: 'Salurner Straße', houseNumber: '15', postalCode: '6020', city: 'Innsbruck', lat: 47.2632, lon: 11.3997, keywords: ['City'] },
  ],
} satisfies MarketSeed
