import type { Plugin } from 'vite'
import { API_PATH_PREFIX, serveApiRequest } from '../../api/node/serveApiRequest.ts'

/**
 * Dev server: /api/* answered by the reference API (api/), as `npm start` does, so `npm run dev` needs no other service.
 * With failure simulation (api/failureModes.ts): error states are tried by hand here.
 */
export function referenceApiPlugin(): Plugin {
  return {
    name: 'reference-api',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        if (!request.url?.startsWith(API_PATH_PREFIX)) return next()
        serveApiRequest(request, response, { failureSimulation: true }).catch(next)
      })
    },
  }
}
