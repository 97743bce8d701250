/**
 * npm run serve: serves the built site (dist/client) at http://localhost:3000 (PORT, 0 for any free port),
 * with the reference web API under /api/ (tools/serve/createSiteServer.ts). API_FAILURE_SIMULATION=on lets requests
 * switch the API into failure modes (api/failureModes.ts), as the browser tests do; off by default, so no visitor can.
 * Behind a proxy, TRUSTED_PROXIES names it (api/node/clientAddress.ts) and MAX_CONNECTIONS_PER_CLIENT sets the cap
 * per client address (docs/deploying.md). Mails go to the outbox (MAIL_OUTBOX_DIR, listed at /_dev/outbox/ for this
 * machine's browser) and, with MAIL_SMTP_URL, through the relay (docs/mail.md). API_DATABASE names the reference API's
 * SQLite file (default data/reference-api.sqlite, ":memory:" keeps nothing): it is opened and migrated before
 * listening, and a file that is locked, read-only, corrupt or from a newer version stops the start with a message
 * (api/store/openStore.ts).
 */
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import type { AddressInfo } from 'node:net'
import { parseTrustedProxies, TRUSTED_PROXIES_VARIABLE } from '../api/node/clientAddress.ts'
import { mailOutbox } from '../api/mail/defaultMailOutbox.ts'
import { StoreOpenError } from '../api/store/openStore.ts'
import { databasePath, storeDatabase } from '../api/store/storeDatabase.ts'
import { fromRepo } from '../engine/node/repoRoot.ts'
import { createSiteServer } from './serve/createSiteServer.ts'
import { DEFAULT_MAX_OPEN_PER_CLIENT } from './serve/openPerClient.ts'

const root = fromRepo(process.env.SITE_DIR ?? `${process.env.SITE_DIST ?? 'dist'}/client`)
const port = Number(process.env.PORT ?? 3000)

if (!existsSync(join(root, 'index.html'))) {
  console.error(`✗ ${root} has no built site. Run "npm run build" first (or "npm start", which builds and serves).`)
  process.exit(1)
}

function fail(message: string): never {
  console.error(`✗ ${message}`)
  process.exit(1)
}

let trustedProxies: ReturnType<typeof parseTrustedProxies>
try {
  trustedProxies = parseTrustedProxies(process.env[TRUSTED_PROXIES_VARIABLE])
} catch (error) {
  fail((error as Error).message)
}
const maxOpenPerClient = Number(process.env.MAX_CONNECTIONS_PER_CLIENT ?? DEFAULT_MAX_OPEN_PER_CLIENT)
if (!Number.isInteger(maxOpenPerClient) || maxOpenPerClient < 1)
  fail(`MAX_CONNECTIONS_PER_CLIENT must be a whole number of at least 1, not "${process.env.MAX_CONNECTIONS_PER_CLIENT}".`)

try {
  storeDatabase()
} catch (error) {
  if (error instanceof StoreOpenError) fail(error.message)
  fail(`The database ${databasePath()} cannot be opened: ${(error as Error).message}`)
}

const failureSimulation = process.env.API_FAILURE_SIMULATION === 'on'
const server = createSiteServer(root, { failureSimulation, trustedProxies, maxOpenPerClient })
// Failed accepts (out of file descriptors) are the site server's to log; any other error means it cannot serve.
server.on('error', (error: NodeJS.ErrnoException) => error.syscall === 'accept' || fail(`Cannot serve on port ${port}: ${error.message}`))
server.listen(port, () => {
  const proxies = trustedProxies.description === 'none' ? '' : ` (trusted proxies: ${trustedProxies.description})`
  const simulation = failureSimulation ? ' (API failure simulation on)' : ''
  const origin = `http://localhost:${(server.address() as AddressInfo).port}`
  console.log(`Serving ${root} at ${origin}${proxies}${simulation}`)
  // Made now, not at the first mail: mails a previous run left pending for the relay are retried from the start.
  const outbox = mailOutbox()
  const page = process.env.MAIL_OUTBOX_PAGE === 'off' ? '' : `, listed at ${origin}/_dev/outbox/`
  console.log(`Mails go to ${outbox.dir}${page}${process.env.MAIL_SMTP_URL ? ' and through the SMTP relay of MAIL_SMTP_URL' : ''}`)
})
