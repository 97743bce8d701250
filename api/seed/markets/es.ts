import type { MarketSeed } from '../marketSeed.ts'

export default {
  country: 'ES',
  currency: 'EUR',
  eurRate: 1,
  distanceUnit: 'km',
  weeklyClosingDay: 7,
  minimumDriverAge: 21,
  branches: [
    { id: 'es-mad-airport', name: 'Madrid Aeropuerto Barajas', type: 'airport', iataCode: 'MAD', street: 'Avenida de la Hispanidad', houseNumber: '1', postalCode: '28042', city: 'Madrid', lat: 40.4983, lon: -3.5676, allDay: true, keywords: ['Airport'] },
    { id: 'es-bcn-airport', name: 'Barcelona Aeropuerto El Prat', type: 'airport', iataCode: 'BCN', street: 'Carretera Aeropuerto', houseNumber: '4', postalCode: '08820', city: 'El Prat de Llobregat', lat: 41.2974, lon: 2.0833, allDay: true, keywords: ['Barcelona', 'Airport'] },
    { id: 'es-agp-airport', name: 'Málaga Aeropuerto', type: 'airport', iataCode: 'AGP', street: 'Avenida Comandante García Morato', houseNumber: '9', postalCode: '29004', city: 'Málaga', lat: 36.6749, lon: -4.4991, keywords: ['Malaga', 'Airport'] },
    { id: 'es-madrid-atocha', name: 'Madrid Atocha', type: 'railway', street: 'Plaza del Emperador Carlos V', houseNumber: '3', postalCode: '28045', city: 'Madrid', lat: 40.4066, lon: -3.6892, keywords: ['Station'] },
    { id: 'es-sevilla-centro', name: 'Sevilla Centro', type: 'city', street: 'Calle San Fernando', houseNumber: '21', postalCode: '41004', city: 'Sevilla', lat: 37.3819, lon: -5.993, keywords: ['Seville', 'City'] },
  ],
} satisfies MarketSeed
