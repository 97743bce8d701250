import type { Plugin } from 'vite'
import { API_PATH_PREFIX, serveApiRequest } from '../../api/node/serveApiRequest.ts'
import { storeDatabase } from '../../api/store/storeDatabase.ts'

/**
 * Dev server: /api/* answered by the reference API (api/), as `npm start` does, so `npm run dev` needs no other service.
 * With failure simulation (api/failureModes.ts): error states are tried by hand here. The API's database (API_DATABASE,
 * by default data/reference-api.sqlite) is opened at start, so a locked, read-only, corrupt or newer file stops the
 * dev server with its message (api/store/openStore.ts) instead of failing every API request.
 */
export function referenceApiPlugin(): Plugin {
  return {
    name: 'reference-api',
    apply: 'serve',
    configureServer(server) {
      storeDatabase()
      server.middlewares.use((request, response, next) => {
        if (!request.url?.startsWith(API_PATH_PREFIX)) return next()
        serveApiRequest(request, response, { failureSimulation: true }).catch(next)
      })
    },
  }
}
