import type { MarketSeed } from '../marketSeed.ts'

export default {
  country: 'IS',
  currency: 'ISK',
  eurRate: 150,
  distanceUnit: 'km',
  weeklyClosingDay: 7,
  minimumDriverAge: 20,
  branches: [
    { id: 'is-kef-airport', name: 'Keflavíkurflugvöllur', type: 'airport', iataCode: 'KEF', street: 'Reykjanesbraut', houseNumber: '1', postalCode: '235', city: 'Keflavíkurflugvöllur', lat: 63.985, lon: -22.6056, allDay: true, keywords: ['Keflavik', 'Reykjavik', 'Airport'] },
    { id: 'is-aey-airport', name: 'Akureyri flugvöllur', type: 'airport', iataCode: 'AEY', street: 'Þingvallastræti', houseNumber: '50', postalCode: '600', city: 'Akureyri', lat: 65.66, lon: -18.0727, keywords: ['Akureyri', 'Airport'] },
    { id: 'is-reykjavik-midbaer', name: 'Reykjavík miðbær', type: 'city', street: 'Laugavegur', houseNumber: '120', postalCode: '101', city: 'Reykjavík', lat: 64.143, lon: -21.915, keywords: ['Reykjavik', 'City'] },
  ],
} satisfies MarketSeed
