import type { MarketSeed } from '../marketSeed.ts'

export default {
  country: 'AE',
  currency: 'AED',
  eurRate: 3.97,
  distanceUnit: 'km',
  weeklyClosingDay: 5,
  minimumDriverAge: 21,
  branches: [
    { id: 'ae-dxb-airport', name: 'Dubai International Airport', type: 'airport', iataCode: 'DXB', street: 'Airport Road', houseNumber: '1', postalCode: '', city: 'Dubai', lat: 25.2532, lon: 55.3657, allDay: true, keywords: ['دبي'] },
    { id: 'ae-auh-airport', name: 'Abu Dhabi International Airport', type: 'airport', iataCode: 'AUH', street: 'Sheikh Maktoum Bin Rashid Road', houseNumber: '2', postalCode: '', city: 'Abu Dhabi', lat: 24.433, lon: 54.6511, allDay: true, keywords: ['أبوظبي'] },
    { id: 'ae-dubai-marina', name: 'Dubai Marina', type: 'city', street: 'Al Marsa Street', houseNumber: '17', postalCode: '', city: 'Dubai', lat: 25.0805, lon: 55.1403, keywords: ['City'] },
  ],
} satisfies MarketSeed
