import type { MarketSeed } from '../marketSeed.ts'

export default {
  country: 'GB',
  currency: 'GBP',
  eurRate: 0.85,
  distanceUnit: 'mi',
  weeklyClosingDay: 7,
  minimumDriverAge: 21,
  branches: [
    { id: 'gb-lhr-airport', name: 'London Heathrow Airport', type: 'airport', iataCode: 'LHR', street: 'Northern Perimeter Road', houseNumber: '230', postalCode: 'TW6 2GW', city: 'London', lat: 51.47, lon: -0.4543, allDay: true, keywords: ['Heathrow'] },
    { id: 'gb-lgw-airport', name: 'London Gatwick Airport', type: 'airport', iataCode: 'LGW', street: 'Perimeter Road North', houseNumber: '12', postalCode: 'RH6 0NP', city: 'Gatwick', lat: 51.1537, lon: -0.1821, keywords: ['London'] },
    { id: 'gb-man-airport', name: 'Manchester Airport', type: 'airport', iataCode: 'MAN', street: 'Outwood Lane', houseNumber: '4', postalCode: 'M90 1QX', city: 'Manchester', lat: 53.3588, lon: -2.2727 },
    { id: 'gb-london-victoria', name: 'London Victoria Station', type: 'railway', street: 'Buckingham Palace Road', houseNumber: '115', postalCode: 'SW1W 9SJ', city: 'London', lat: 51.4952, lon: -0.1441, keywords: ['Victoria'] },
    { id: 'gb-edinburgh-city', name: 'Edinburgh City Centre', type: 'city', street: 'Leith Street', houseNumber: '21', postalCode: 'EH1 3AT', city: 'Edinburgh', lat: 55.956, lon: -3.188, keywords: ['City'] },
  ],
} satisfies MarketSeed
