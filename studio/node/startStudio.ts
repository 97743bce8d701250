/** npm run studio: the studio on http://127.0.0.1:PORT/studio/ (PORT 4000 unless given; a busy port fails, never another). */
import { REPO_ROOT } from '../../engine/node/repoRoot.ts'
import { STUDIO_ROUTES } from './studioRoutes.ts'
import { REPOSITORY_VITE_CONFIG, startStudioServer } from './studioServer.ts'

const DEFAULT_PORT = 4000

const port = Number(process.env.PORT ?? DEFAULT_PORT)
if (!Number.isInteger(port) || port < 1 || port > 65535) {
  console.error(`PORT must be a port number (1 to 65535), not "${process.env.PORT}"`)
  process.exit(1)
}

try {
  const studio = await startStudioServer({
    root: REPO_ROOT,
    port,
    routes: STUDIO_ROUTES,
    viteConfigFile: REPOSITORY_VITE_CONFIG(REPO_ROOT),
  })
  console.log(`Studio: ${studio.url}`)
  const stop = () => void studio.close().then(() => process.exit(0))
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
} catch (error) {
  console.error(`Studio: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
}
