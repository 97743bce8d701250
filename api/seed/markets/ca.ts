import type { MarketSeed } from '../marketSeed.ts'

export default {
  country: 'CA',
  currency: 'CAD',
  eurRate: 1.47,
  distanceUnit: 'km',
  weeklyClosingDay: 7,
  minimumDriverAge: 21,
  branches: [
    { id: 'ca-yyz-airport', name: 'Toronto Pearson Airport', type: 'airport', iataCode: 'YYZ', street: 'Silver Dart Drive', houseNumber: '6301', postalCode: 'L5P 1B2', city: 'Mississauga', region: 'ON', lat: 43.6777, lon: -79.6248, allDay: true, keywords: ['Toronto'] },
    { id: 'ca-yvr-airport', name: 'Vancouver Airport', type: 'airport', iataCode: 'YVR', street: 'Grant McConachie Way', houseNumber: '3211', postalCode: 'V7B 0A4', city: 'Richmond', region: 'BC', lat: 49.1967, lon: -123.1815, allDay: true, keywords: ['Vancouver'] },
    { id: 'ca-yul-airport', name: 'Montréal-Trudeau Airport', type: 'airport', iataCode: 'YUL', street: 'Boulevard Roméo-Vachon Nord', houseNumber: '975', postalCode: 'H4Y 1H1', city: 'Dorval', region: 'QC', lat: 45.4706, lon: -73.7408, keywords: ['Montreal'] },
    { id: 'ca-toronto-union', name: 'Toronto Union Station', type: 'railway', street: 'Front Street West', houseNumber: '65', postalCode: 'M5J 1E6', city: 'Toronto', region: 'ON', lat: 43.6453, lon: -79.3806, keywords: ['Station'] },
  ],
} satisfies MarketSeed
