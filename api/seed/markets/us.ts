import type { MarketSeed } from '../marketSeed.ts'

export default {
  country: 'US',
  currency: 'USD',
  eurRate: 1.08,
  distanceUnit: 'mi',
  weeklyClosingDay: 7,
  minimumDriverAge: 21,
  branches: [
    { id: 'us-ord-airport', name: "Chicago O'Hare Airport", type: 'airport', iataCode: 'ORD', street: 'Bessie Coleman Drive', houseNumber: '10000', postalCode: '60666', city: 'Chicago', region: 'IL', lat: 41.9742, lon: -87.9073, allDay: true, keywords: ['OHare', 'Airport'] },
    { id: 'us-jfk-airport', name: 'JFK Airport', type: 'airport', iataCode: 'JFK', street: 'Federal Circle', houseNumber: '1', postalCode: '11430', city: 'Jamaica', region: 'NY', lat: 40.6413, lon: -73.7781, allDay: true, keywords: ['New York', 'Kennedy', 'Airport'] },
    { id: 'us-lax-airport', name: 'Los Angeles Airport', type: 'airport', iataCode: 'LAX', street: 'Aviation Boulevard', houseNumber: '9020', postalCode: '90301', city: 'Inglewood', region: 'CA', lat: 33.9416, lon: -118.4085, allDay: true, keywords: ['LA', 'Airport'] },
    { id: 'us-mia-airport', name: 'Miami Airport', type: 'airport', iataCode: 'MIA', street: 'NW 25th Street', houseNumber: '3900', postalCode: '33142', city: 'Miami', region: 'FL', lat: 25.7959, lon: -80.287, keywords: ['Airport'] },
    { id: 'us-manhattan-midtown', name: 'Manhattan Midtown', type: 'city', street: 'W 43rd Street', houseNumber: '250', postalCode: '10036', city: 'New York', region: 'NY', lat: 40.7575, lon: -73.988, keywords: ['NYC', 'City'] },
    { id: 'us-sf-downtown', name: 'San Francisco Downtown', type: 'city', street: 'Powell Street', houseNumber: '450', postalCode: '94102', city: 'San Francisco', region: 'CA', lat: 37.788, lon: -122.4085, keywords: ['SF', 'City'] },
    { id: 'us-chicago-union', name: 'Chicago Union Station', type: 'railway', street: 'S Canal Street', houseNumber: '225', postalCode: '60606', city: 'Chicago', region: 'IL', lat: 41.8787, lon: -87.6403, keywords: ['Station'] },
  ],
} satisfies MarketSeed
