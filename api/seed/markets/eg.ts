import type { MarketSeed } from '../marketSeed.ts'

export default {
  country: 'EG',
  currency: 'EGP',
  eurRate: 52,
  distanceUnit: 'km',
  weeklyClosingDay: 5,
  minimumDriverAge: 21,
  branches: [
    { id: 'eg-cai-airport', name: 'Cairo International Airport', type: 'airport', iataCode: 'CAI', street: 'Oroba Road', houseNumber: '1', postalCode: '11776', city: 'Cairo', lat: 30.1219, lon: 31.4056, allDay: true, keywords: ['القاهرة'] },
    { id: 'eg-hrg-airport', name: 'Hurghada International Airport', type: 'airport', iataCode: 'HRG', street: 'Airport Road', houseNumber: '2', postalCode: '84511', city: 'Hurghada', lat: 27.1783, lon: 33.7994 },
    { id: 'eg-cairo-zamalek', name: 'Cairo Zamalek', type: 'city', street: '26th of July Street', houseNumber: '18', postalCode: '11211', city: 'Cairo', lat: 30.0609, lon: 31.2197, keywords: ['City'] },
  ],
} satisfies MarketSeed
