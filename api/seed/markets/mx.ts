import type { MarketSeed } from '../marketSeed.ts'

export default {
  country: 'MX',
  currency: 'MXN',
  eurRate: 19,
  distanceUnit: 'km',
  weeklyClosingDay: 7,
  minimumDriverAge: 25,
  branches: [
    { id: 'mx-mex-airport', name: 'Aeropuerto Internacional de la Ciudad de México', type: 'airport', iataCode: 'MEX', street: 'Avenida Capitán Carlos León', houseNumber: 's/n', postalCode: '15620', city: 'Ciudad de México', region: 'CDMX', lat: 19.4361, lon: -99.0719, allDay: true, keywords: ['Mexico City', 'CDMX'] },
    { id: 'mx-cun-airport', name: 'Aeropuerto Internacional de Cancún', type: 'airport', iataCode: 'CUN', street: 'Carretera Cancún-Chetumal', houseNumber: 'km 22', postalCode: '77565', city: 'Cancún', region: 'Q.R.', lat: 21.0365, lon: -86.8771, allDay: true, keywords: ['Cancun'] },
    { id: 'mx-guadalajara-centro', name: 'Guadalajara Centro', type: 'city', street: 'Avenida Juárez', houseNumber: '976', postalCode: '44100', city: 'Guadalajara', region: 'Jal.', lat: 20.674, lon: -103.354, keywords: ['City'] },
  ],
} satisfies MarketSeed
