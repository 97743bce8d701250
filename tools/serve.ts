/**
 * npm run serve: serves the built site (dist/client) at http://localhost:3000 (PORT, 0 for any free port),
 * with the reference web API under /api/ (tools/serve/createSiteServer.ts). API_FAILURE_SIMULATION=on lets requests
 * switch the API into failure modes (api/failureModes.ts), as the browser tests do; off by default, so no visitor can.
 */
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import type { AddressInfo } from 'node:net'
import { fromRepo } from '../engine/node/repoRoot.ts'
import { createSiteServer } from './serve/createSiteServer.ts'

const root = fromRepo(process.env.SITE_DIR ?? `${process.env.SITE_DIST ?? 'dist'}/client`)
const port = Number(process.env.PORT ?? 3000)

if (!existsSync(join(root, 'index.html'))) {
  console.error(`✗ ${root} has no built site. Run "npm run build" first (or "npm start", which builds and serves).`)
  process.exit(1)
}

const failureSimulation = process.env.API_FAILURE_SIMULATION === 'on'
const server = createSiteServer(root, { failureSimulation })
server.listen(port, () =>
  console.log(
    `Serving ${root} at http://localhost:${(server.address() as AddressInfo).port}${failureSimulation ? ' (API failure simulation on)' : ''}`,
  ),
)
