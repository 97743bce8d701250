import type { MarketSeed } from '../marketSeed.ts'

export default {
  country: 'AU',
  currency: 'AUD',
  eurRate: 1.65,
  distanceUnit: 'km',
  weeklyClosingDay: 7,
  minimumDriverAge: 21,
  branches: [
    { id: 'au-syd-airport', name: 'Sydney Airport', type: 'airport', iataCode: 'SYD', street: 'Airport Drive', houseNumber: '1', postalCode: '2020', city: 'Mascot', region: 'NSW', lat: -33.9399, lon: 151.1753, allDay: true },
    { id: 'au-mel-airport', name: 'Melbourne Airport', type: 'airport', iataCode: 'MEL', street: 'Departure Drive', houseNumber: '2', postalCode: '3045', city: 'Melbourne Airport', region: 'VIC', lat: -37.669, lon: 144.841, allDay: true },
    { id: 'au-bne-airport', name: 'Brisbane Airport', type: 'airport', iataCode: 'BNE', street: 'Airport Drive', houseNumber: '11', postalCode: '4008', city: 'Brisbane Airport', region: 'QLD', lat: -27.3842, lon: 153.1175 },
    { id: 'au-sydney-cbd', name: 'Sydney CBD', type: 'city', street: 'Kent Street', houseNumber: '321', postalCode: '2000', city: 'Sydney', region: 'NSW', lat: -33.8688, lon: 151.204, keywords: ['City'] },
  ],
} satisfies MarketSeed
