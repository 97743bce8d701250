import type { MarketSeed } from '../marketSeed.ts'

export default {
  country: 'PL',
  currency: 'PLN',
  eurRate: 4.3,
  distanceUnit: 'km',
  weeklyClosingDay: 7,
  minimumDriverAge: 21,
  branches: [
    { id: 'pl-waw-airport', name: 'Lotnisko Chopina Warszawa', type: 'airport', iataCode: 'WAW', street: 'Żwirki i Wigury', houseNumber: '1', postalCode: '02-143', city: 'Warszawa', lat: 52.1657, lon: 20.9671, allDay: true, keywords: ['Warsaw', 'Airport'] },
    { id: 'pl-krk-airport', name: 'Kraków Airport', type: 'airport', iataCode: 'KRK', street: 'Kpt. M. Medweckiego', houseNumber: '1', postalCode: '32-083', city: 'Balice', lat: 50.0777, lon: 19.7848, keywords: ['Krakow', 'Cracow'] },
    { id: 'pl-warszawa-centralna', name: 'Warszawa Centralna', type: 'railway', street: 'Aleje Jerozolimskie', houseNumber: '54', postalCode: '00-024', city: 'Warszawa', lat: 52.2289, lon: 21.0032, keywords: ['Warsaw', 'Station'] },
    { id: 'pl-gdansk-centrum', name: 'Gdańsk Centrum', type: 'city', street: 'Podwale Grodzkie', houseNumber: '8', postalCode: '80-895', city: 'Gdańsk', lat: 54.356, lon: 18.644, keywords: ['Gdansk', 'City'] },
  ],
} satisfies MarketSeed
