/**
 * Wire types of the web API (SPEC §7), generated from schemas/api/ (`npm run gen`). The reference API
 * in api/ answers with exactly these shapes, and the client checks every answer against the schemas.
 */
export type * from './types.gen.ts'
export { VEHICLE_CATEGORIES } from './vehicleCategories.gen.ts'
