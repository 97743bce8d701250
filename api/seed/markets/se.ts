import type { MarketSeed } from '../marketSeed.ts'

export default {
  country: 'SE',
  currency: 'SEK',
  eurRate: 11.4,
  distanceUnit: 'km',
  weeklyClosingDay: 7,
  minimumDriverAge: 19,
  branches: [
    { id: 'se-arn-airport', name: 'Stockholm Arlanda flygplats', type: 'airport', iataCode: 'ARN', street: 'Terminalvägen', houseNumber: '10', postalCode: '190 45', city: 'Stockholm-Arlanda', lat: 59.6498, lon: 17.9238, allDay: true, keywords: ['Stockholm', 'Airport'] },
    { id: 'se-got-airport', name: 'Göteborg Landvetter flygplats', type: 'airport', iataCode: 'GOT', street: 'Flygplatsvägen', houseNumber: '90', postalCode: '438 80', city: 'Landvetter', lat: 57.6628, lon: 12.2798, keywords: ['Gothenburg', 'Goteborg', 'Airport'] },
    { id: 'se-stockholm-central', name: 'Stockholm Centralstation', type: 'railway', street: 'Centralplan', houseNumber: '15', postalCode: '111 20', city: 'Stockholm', lat: 59.33, lon: 18.059, keywords: ['Station'] },
    { id: 'se-malmo-centrum', name: 'Malmö Centrum', type: 'city', street: 'Skeppsbron', houseNumber: '2', postalCode: '211 20', city: 'Malmö', lat: 55.609, lon: 13.0, keywords: ['Malmo', 'City'] },
  ],
} satisfies MarketSeed
