import type { MarketSeed } from '../marketSeed.ts'

export default {
  country: 'SA',
  currency: 'SAR',
  eurRate: 4.05,
  distanceUnit: 'km',
  weeklyClosingDay: 5,
  minimumDriverAge: 21,
  branches: [
    { id: 'sa-ruh-airport', name: 'King Khalid International Airport', type: 'airport', iataCode: 'RUH', street: 'Airport Road', houseNumber: '8', postalCode: '13455', city: 'Riyadh', lat: 24.9576, lon: 46.6988, allDay: true, keywords: ['Riyadh', 'الرياض'] },
    { id: 'sa-jed-airport', name: 'King Abdulaziz International Airport', type: 'airport', iataCode: 'JED', street: 'Airport Road', houseNumber: '3', postalCode: '23635', city: 'Jeddah', lat: 21.6796, lon: 39.1565, allDay: true, keywords: ['Jeddah', 'جدة'] },
    { id: 'sa-riyadh-olaya', name: 'Riyadh Olaya', type: 'city', street: 'Olaya Street', houseNumber: '7241', postalCode: '12214', city: 'Riyadh', lat: 24.69, lon: 46.685, keywords: ['City'] },
  ],
} satisfies MarketSeed
