import type { LoadCapacity } from '../../features/web-api/index.ts'
import type { ModelSeed } from './fleet.ts'

/** A van or truck of the rent-truck product line: a model of the fleet with what it carries (fictitious models). */
export interface TruckSeed extends ModelSeed {
  load: LoadCapacity
}

/**
 * The truck rental line (SPEC §1 truck rental, §3 payload, loadspace and driving licence category), smallest first.
 * Its models are rented only at branches whose seed says `"trucks": true`. `category` is the fleet category the funnel's
 * price rules know them by (a van's minimum age and protection); `load.truckCategory` is what the truck pages show.
 */
export const TRUCK_FLEET: TruckSeed[] = [
  {
    id: 'carga-kasten',
    name: 'Carga Cargo L1',
    brand: 'Carga',
    category: 'van',
    vehicleType: 'L',
    engine: '',
    transmission: 'manual',
    seats: 3,
    doors: 4,
    suitcases: 0,
    eurPerDay: 69,
    load: { truckCategory: 'cargo-van', payloadKg: 900, loadspaceM3: 5.8, licenceCategory: 'B' },
  },
  {
    id: 'carga-maxi',
    name: 'Carga Maxi L3H2',
    brand: 'Carga',
    category: 'van',
    vehicleType: 'L',
    engine: '',
    transmission: 'manual',
    seats: 3,
    doors: 4,
    suitcases: 0,
    eurPerDay: 89,
    load: { truckCategory: 'large-van', payloadKg: 1250, loadspaceM3: 11.5, licenceCategory: 'B' },
  },
  {
    id: 'vantor-box',
    name: 'Vantor Box 3.5 t',
    brand: 'Vantor',
    category: 'van',
    vehicleType: 'L',
    engine: '',
    transmission: 'automatic',
    seats: 3,
    doors: 2,
    suitcases: 0,
    eurPerDay: 119,
    load: { truckCategory: 'box-truck', payloadKg: 1000, loadspaceM3: 19, licenceCategory: 'B' },
  },
  {
    id: 'vantor-box-75',
    name: 'Vantor Box 7.5 t',
    brand: 'Vantor',
    category: 'van',
    vehicleType: 'L',
    engine: '',
    transmission: 'automatic',
    seats: 3,
    doors: 2,
    suitcases: 0,
    eurPerDay: 159,
    load: { truckCategory: 'truck-7-5t', payloadKg: 2800, loadspaceM3: 36, licenceCategory: 'C1' },
  },
]

/** Countries whose standard car licence covers every truck of the line (no EU categories): the US and Canada call it D, G. */
const STANDARD_LICENCE: Record<string, string> = { US: 'D', CA: 'G' }

/** The licence category needed in the branch's country: the EU category, or the country's standard licence. */
export function licenceCategoryIn(country: string, euCategory: string): string {
  return STANDARD_LICENCE[country] ?? euCategory
}
