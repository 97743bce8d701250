import type { MarketSeed } from '../marketSeed.ts'

export default {
  country: 'HU',
  currency: 'HUF',
  eurRate: 395,
  distanceUnit: 'km',
  weeklyClosingDay: 7,
  minimumDriverAge: 21,
  branches: [
    { id: 'hu-bud-airport', name: 'Budapest Liszt Ferenc repülőtér', type: 'airport', iataCode: 'BUD', street: 'Ferihegyi repülőtérre vezető út', houseNumber: '1', postalCode: '1185', city: 'Budapest', lat: 47.4298, lon: 19.2611, allDay: true, keywords: ['Airport'] },
    { id: 'hu-budapest-belvaros', name: 'Budapest Belváros', type: 'city', street: 'Kecskeméti utca', houseNumber: '6', postalCode: '1053', city: 'Budapest', lat: 47.49, lon: 19.06, keywords: ['City'] },
    { id: 'hu-budapest-keleti', name: 'Budapest Keleti pályaudvar', type: 'railway', street: 'Kerepesi út', houseNumber: '2', postalCode: '1087', city: 'Budapest', lat: 47.5003, lon: 19.0838, keywords: ['Station'] },
  ],
} satisfies MarketSeed
