import { VEHICLE_CATEGORIES, type FleetModel, type VehicleCategory } from '../../engine/shared/api/types.ts'

/** A model of the fleet with its list price per day in EUR (fictitious models, no real brands). */
export interface ModelSeed extends Omit<FleetModel, 'fromPricePerDay' | 'image'> {
  eurPerDay: number
}

export const FLEET: ModelSeed[] = [
  { id: 'kivo-city', name: 'Kivo City', brand: 'Kivo', category: 'economy', vehicleType: 'P', engine: '', transmission: 'manual', seats: 4, doors: 3, suitcases: 1, eurPerDay: 29 },
  { id: 'pella-one', name: 'Pella One', brand: 'Pella', category: 'economy', vehicleType: 'P', engine: 'H', transmission: 'automatic', seats: 5, doors: 5, suitcases: 2, eurPerDay: 33 },
  { id: 'arven-hatch', name: 'Arven Hatch', brand: 'Arven', category: 'compact', vehicleType: 'P', engine: '', transmission: 'manual', seats: 5, doors: 5, suitcases: 2, eurPerDay: 39 },
  { id: 'lumo-compact', name: 'Lumo Compact Hybrid', brand: 'Lumo', category: 'compact', vehicleType: 'P', engine: 'H', transmission: 'automatic', seats: 5, doors: 5, suitcases: 2, eurPerDay: 44 },
  { id: 'orsa-sedan', name: 'Orsa Sedan', brand: 'Orsa', category: 'automatic', vehicleType: 'P', engine: '', transmission: 'automatic', seats: 5, doors: 4, suitcases: 3, eurPerDay: 49 },
  { id: 'norda-touring', name: 'Norda Touring', brand: 'Norda', category: 'station-wagon', vehicleType: 'P', engine: '', transmission: 'automatic', seats: 5, doors: 5, suitcases: 4, eurPerDay: 55 },
  { id: 'voltra-e4', name: 'Voltra E4', brand: 'Voltra', category: 'electric', vehicleType: 'P', engine: 'E', transmission: 'automatic', seats: 5, doors: 5, suitcases: 2, eurPerDay: 59 },
  { id: 'zephy-crossover', name: 'Zephy EV Crossover', brand: 'Zephy', category: 'electric', vehicleType: 'P', engine: 'E', transmission: 'automatic', seats: 5, doors: 5, suitcases: 3, eurPerDay: 69 },
  { id: 'ridgeon-compact', name: 'Ridgeon Compact SUV', brand: 'Ridgeon', category: 'suv', vehicleType: 'P', engine: 'H', transmission: 'automatic', seats: 5, doors: 5, suitcases: 3, eurPerDay: 64 },
  { id: 'ridgeon-7', name: 'Ridgeon 7', brand: 'Ridgeon', category: 'suv', vehicleType: 'P', engine: '', transmission: 'automatic', seats: 7, doors: 5, suitcases: 4, eurPerDay: 79 },
  { id: 'solana-cabrio', name: 'Solana Cabrio', brand: 'Solana', category: 'convertible', vehicleType: 'P', engine: '', transmission: 'automatic', seats: 4, doors: 2, suitcases: 1, eurPerDay: 89 },
  { id: 'mova-kombi', name: 'Mova Kombi 9', brand: 'Mova', category: 'van', vehicleType: 'P', engine: '', transmission: 'manual', seats: 9, doors: 4, suitcases: 6, eurPerDay: 89 },
  { id: 'carga-van', name: 'Carga Van 3.5 t', brand: 'Carga', category: 'van', vehicleType: 'L', engine: '', transmission: 'manual', seats: 3, doors: 4, suitcases: 0, eurPerDay: 95 },
  { id: 'tarrock-pickup', name: 'Tarrock Pickup 4x4', brand: 'Tarrock', category: 'pickup-truck', vehicleType: 'L', engine: '', transmission: 'automatic', seats: 5, doors: 4, suitcases: 2, eurPerDay: 99 },
  { id: 'aurelle-s', name: 'Aurelle S', brand: 'Aurelle', category: 'luxury', vehicleType: 'P', engine: 'H', transmission: 'automatic', seats: 5, doors: 4, suitcases: 3, eurPerDay: 149 },
  { id: 'falco-gt', name: 'Falco GT', brand: 'Falco', category: 'sport', vehicleType: 'P', engine: '', transmission: 'automatic', seats: 2, doors: 2, suitcases: 1, eurPerDay: 159 },
]

/** The picture of every model of a category (public/images/fleet-<category>.webp, 480 × 300). */
export function imageOf(category: VehicleCategory): FleetModel['image'] {
  return { url: `/images/fleet-${category}.webp`, width: 480, height: 300 }
}

/** Categories a branch keeps by its type: airports have all; stations and city branches fewer. */
export const CATEGORIES_BY_BRANCH_TYPE: Record<'airport' | 'railway' | 'city', VehicleCategory[] | 'all'> = {
  airport: 'all',
  railway: ['economy', 'compact', 'automatic', 'station-wagon', 'electric', 'suv'],
  city: ['economy', 'compact', 'automatic', 'station-wagon', 'electric', 'suv', 'convertible', 'van', 'pickup-truck'],
}

/** The categories a branch of this type keeps, in the one order of categories (branch pages list them). */
export function categoriesOf(type: keyof typeof CATEGORIES_BY_BRANCH_TYPE): VehicleCategory[] {
  const kept = CATEGORIES_BY_BRANCH_TYPE[type]
  return kept === 'all' ? [...VEHICLE_CATEGORIES] : VEHICLE_CATEGORIES.filter((category) => kept.includes(category))
}
