/** Every route of the studio's API, area by area; studioServer.ts mounts them under STUDIO_API. */
import { changesRoutes } from './changes/changesRoutes.ts'
import { documentRoutes } from './documentRoutes.ts'
import { explainRoutes } from './explain/explainRoutes.ts'
import { newMarketRoutes } from './newMarket/newMarketRoutes.ts'
import type { StudioRoute } from './studioRoute.ts'

export const STUDIO_ROUTES: readonly StudioRoute[] = [...documentRoutes, ...explainRoutes, ...changesRoutes, ...newMarketRoutes]
