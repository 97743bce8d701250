/**
 * `tsx apps/buildWebAppsCli.ts <client dir> [bootstrapper suffix]`: builds the micro-apps into <client dir>/web-apps/.
 * The dev server runs this in a process of its own, because React's production build and JSX transform
 * follow NODE_ENV, which is "development" inside the dev server.
 */
import { buildWebApps } from './buildWebApps.ts'

const [outDir, suffix = ''] = process.argv.slice(2)
if (!outDir) {
  console.error('usage: tsx apps/buildWebAppsCli.ts <client dir> [bootstrapper suffix]')
  process.exit(2)
}
await buildWebApps(outDir, { suffix, minify: false })
