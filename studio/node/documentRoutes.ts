/** The documents-and-edits area of the studio's API: the site map, one document with its schema, and an edit. */
import type { StudioRoute } from './studioRoute.ts'

export const documentRoutes: StudioRoute[] = []
