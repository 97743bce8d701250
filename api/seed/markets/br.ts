import type { MarketSeed } from '../marketSeed.ts'

export default {
  country: 'BR',
  currency: 'BRL',
  eurRate: 5.9,
  distanceUnit: 'km',
  weeklyClosingDay: 7,
  minimumDriverAge: 21,
  branches: [
    { id: 'br-gru-airport', name: 'Aeroporto de Guarulhos', type: 'airport', iataCode: 'GRU', street: 'Rodovia Hélio Smidt', houseNumber: 's/n', postalCode: '07190-100', city: 'Guarulhos', region: 'SP', lat: -23.4356, lon: -46.4731, allDay: true, keywords: ['Sao Paulo'] },
    { id: 'br-gig-airport', name: 'Aeroporto do Galeão', type: 'airport', iataCode: 'GIG', street: 'Avenida Vinte de Janeiro', houseNumber: 's/n', postalCode: '21941-900', city: 'Rio de Janeiro', region: 'RJ', lat: -22.809, lon: -43.2506, allDay: true, keywords: ['Rio'] },
    { id: 'br-sao-paulo-paulista', name: 'São Paulo Paulista', type: 'city', street: 'Avenida Paulista', houseNumber: '1578', postalCode: '01310-200', city: 'São Paulo', region: 'SP', lat: -23.5614, lon: -46.6559, keywords: ['Sao Paulo', 'City'] },
  ],
} satisfies MarketSeed
