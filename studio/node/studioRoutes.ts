/** Every route of the studio's API, area by area; studioServer.ts mounts them under STUDIO_API. */
import { documentRoutes } from './documentRoutes.ts'
import type { StudioRoute } from './studioRoute.ts'

export const STUDIO_ROUTES: readonly StudioRoute[] = [
  ...documentRoutes,
  // Merged later from the other areas' branches: ...explainRoutes, ...changesRoutes, ...newMarketRoutes
]
