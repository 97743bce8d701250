import type { MarketSeed } from '../marketSeed.ts'

export default {
  country: 'NO',
  currency: 'NOK',
  eurRate: 11.6,
  distanceUnit: 'km',
  weeklyClosingDay: 7,
  minimumDriverAge: 19,
  branches: [
    { id: 'no-osl-airport', name: 'Oslo Lufthavn Gardermoen', type: 'airport', iataCode: 'OSL', street: 'Edvard Munchs veg', houseNumber: '2', postalCode: '2060', city: 'Gardermoen', lat: 60.1976, lon: 11.1004, allDay: true, keywords: ['Oslo', 'Airport'] },
    { id: 'no-bgo-airport', name: 'Bergen Lufthavn Flesland', type: 'airport', iataCode: 'BGO', street: 'Flyplassvegen', houseNumber: '555', postalCode: '5258', city: 'Blomsterdalen', lat: 60.2934, lon: 5.2181, keywords: ['Bergen', 'Airport'] },
    { id: 'no-oslo-sentrum', name: 'Oslo Sentrum', type: 'city', street: "Biskop Gunnerus' gate", houseNumber: '3', postalCode: '0155', city: 'Oslo', lat: 59.912, lon: 10.7522, keywords: ['City'] },
  ],
} satisfies MarketSeed
