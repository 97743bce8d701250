import type { MarketSeed } from '../marketSeed.ts'

export default {
  country: 'HR',
  currency: 'EUR',
  eurRate: 1,
  distanceUnit: 'km',
  weeklyClosingDay: 7,
  minimumDriverAge: 21,
  branches: [
    { id: 'hr-zag-airport', name: 'Zračna luka Zagreb', type: 'airport', iataCode: 'ZAG', street: 'Ulica Rudolfa Fizira', houseNumber: '21', postalCode: '10410', city: 'Velika Gorica', lat: 45.7429, lon: 16.0688, keywords: ['Zagreb', 'Airport'] },
    { id: 'hr-spu-airport', name: 'Zračna luka Split', type: 'airport', iataCode: 'SPU', street: 'Cesta dr. Franje Tuđmana', houseNumber: '1270', postalCode: '21217', city: 'Kaštel Štafilić', lat: 43.5389, lon: 16.298, keywords: ['Split', 'Airport'] },
    { id: 'hr-dubrovnik-centar', name: 'Dubrovnik centar', type: 'city', street: 'Ulica branitelja Dubrovnika', houseNumber: '7', postalCode: '20000', city: 'Dubrovnik', lat: 42.642, lon: 18.106, keywords: ['City'] },
  ],
} satisfies MarketSeed
