/** GET /studio/api/changes: the working tree's uncommitted changes and the pages they affect (workingChanges.ts). */
import type { StudioRoute } from '../studioRoute.ts'
import { workingChanges } from './workingChanges.ts'

export const changesRoutes: StudioRoute[] = [
  {
    method: 'GET',
    path: '/changes',
    handle: (_request, context) => ({ status: 200, body: workingChanges(context.root) }),
  },
]
