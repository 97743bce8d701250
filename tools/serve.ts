/**
 * npm run serve: serves the built site (dist/client) at http://localhost:3000. Unknown paths answer status 404
 * with the 404 page of their market language (/de-de/… gets /de-de/404/), or the root 404.html; a request that
 * fails while being served answers status 500 with 500.html.
 */
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { extname, join, normalize } from 'node:path'
import { fromRepo } from '../engine/node/repoRoot.ts'
import { API_PATH_PREFIX, serveApiRequest } from '../api/node/serveApiRequest.ts'
import { SERVER_ERROR_FILE } from '../engine/server/serverErrorPage.ts'

const root = fromRepo(process.env.SITE_DIR ?? `${process.env.SITE_DIST ?? 'dist'}/client`)
const port = Number(process.env.PORT ?? 3000)
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
}

if (!existsSync(join(root, 'index.html'))) {
  console.error(`✗ ${root} has no built site. Run "npm run build" first (or "npm start", which builds and serves).`)
  process.exit(1)
}

function resolveFile(pathname: string): string | undefined {
  const safe = normalize(decodeURIComponent(pathname)).replace(/^(\.\.[/\\])+/, '')
  const candidate = join(root, safe)
  if (!candidate.startsWith(root)) return undefined
  if (existsSync(candidate) && statSync(candidate).isFile()) return candidate
  const index = join(candidate, 'index.html')
  if (existsSync(index)) return index
  return undefined
}

/** Status 500 with the built 500.html (plain text if even that is missing); nothing when the answer has begun. */
function serveServerError(response: ServerResponse, error: unknown) {
  console.error(error)
  if (response.headersSent) return void response.destroy()
  const page = join(root, SERVER_ERROR_FILE)
  const body = existsSync(page) ? readFileSync(page) : 'Internal Server Error'
  response.writeHead(500, { 'content-type': existsSync(page) ? TYPES['.html'] : TYPES['.txt'], 'cache-control': 'no-cache', 'x-content-type-options': 'nosniff' })
  response.end(body)
}

const server = createServer((request, response) => {
  try {
    serveFile(request, response)
  } catch (error) {
    serveServerError(response, error)
  }
})

function serveFile(request: IncomingMessage, response: ServerResponse) {
  const url = new URL(request.url ?? '/', 'http://localhost')
  // The reference web API (api/), so the built site works on localhost without another service.
  if (url.pathname.startsWith(API_PATH_PREFIX)) return void serveApiRequest(request, response)
  // Pages live at /{language}-{country}/{slug}/: a path without its trailing slash is redirected.
  if (!extname(url.pathname) && !url.pathname.endsWith('/') && resolveFile(url.pathname + '/')) {
    response.writeHead(301, { location: url.pathname + '/' + url.search })
    return response.end()
  }
  const found = resolveFile(url.pathname)
  // Unknown paths under a market prefix get that market language's 404 page (/de-de/404/), others the root 404.html.
  const marketNotFound = /^\/[a-z]{2}-[a-z]{2}\//.exec(url.pathname)?.[0]
  const notFoundPage = (marketNotFound && resolveFile(`${marketNotFound}404/`)) || join(root, '404.html')
  const isNotFoundPage = found !== undefined && /^\/[a-z]{2}-[a-z]{2}\/404\/(index\.html)?$/.test(url.pathname)
  const file = isNotFoundPage ? undefined : found
  const status = file ? 200 : 404
  const body = file ?? notFoundPage
  const immutable = url.pathname.startsWith('/assets/')
  response.writeHead(status, {
    'content-type': TYPES[extname(body)] ?? 'application/octet-stream',
    'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    'x-content-type-options': 'nosniff',
  })
  if (request.method === 'HEAD') return response.end()
  createReadStream(body)
    .on('error', (error) => serveServerError(response, error))
    .pipe(response)
}

server.listen(port, () => console.log(`Serving ${root} at http://localhost:${port}`))
