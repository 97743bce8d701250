/**
 * The HTTP server of `npm run serve` for a built site folder (dist/client). Unknown paths answer status 404
 * with the 404 page of their market language (/de-de/… gets /de-de/404/), or the root 404.html; a request that
 * fails while being served answers status 500 with 500.html. No request can end the process: every error is
 * answered (400 for a path that is not a URL, 405 for methods pages do not take) or ends only its own socket.
 * Files go out as the build prepared them (engine/node/delivery/): the brotli or gzip variant the client accepts,
 * with content-length, a strong ETag (304 when If-None-Match names it), and the headers of dist/client/_headers
 * (security headers, cache policy), the same a static host sends.
 */
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { extname, join, normalize } from 'node:path'
import { API_PATH_PREFIX, serveApiRequest } from '../../api/node/serveApiRequest.ts'
import { SERVER_ERROR_FILE } from '../../engine/server/serverErrorPage.ts'
import { cacheControlFor, REVALIDATE } from '../../engine/node/delivery/cachePolicy.ts'
import { COMPRESSIBLE } from '../../engine/node/delivery/compressSite.ts'
import { ifNoneMatchMatches } from '../../engine/node/delivery/entityTag.ts'
import { headersFor, HEADERS_FILE, readHeadersFile } from '../../engine/node/delivery/headersFile.ts'
import { NO_THIRD_PARTIES, securityHeaders } from '../../engine/node/delivery/securityHeaders.ts'
import { createRepresentations } from './fileRepresentations.ts'
import { takesNoScriptSearch, withNoScriptSearch } from './noScriptHelpSearch.ts'

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
}

/** Pages are files: they are read, never changed. */
const PAGE_METHODS = 'GET, HEAD'

/** A client gets this long to send its headers, and its whole request: a slow client cannot hold sockets open. */
export const HEADERS_TIMEOUT_MS = 10_000
export const REQUEST_TIMEOUT_MS = 30_000

/** A path that is not a URL path (malformed percent-encoding, a NUL byte): the client's mistake, answered 400. */
class MalformedPath extends Error {}

function plain(response: ServerResponse, status: number, text: string, headers: Record<string, string> = {}) {
  response.writeHead(status, {
    'content-type': TYPES['.txt'],
    'cache-control': 'no-cache',
    'x-content-type-options': 'nosniff',
    ...headers,
  })
  response.end(text)
}

export interface SiteServerOptions {
  /** The reference API's failure simulation (api/failureModes.ts), off unless asked for: tools/serve.ts API_FAILURE_SIMULATION. */
  failureSimulation?: boolean
}

export function createSiteServer(root: string, options: SiteServerOptions = {}): Server {
  const representationOf = createRepresentations()
  // The headers the build wrote for static hosts (dist/client/_headers); a folder without one gets the defaults.
  const rules = readHeadersFile(root)
  const defaultSecurity = Object.fromEntries(
    Object.entries(securityHeaders(NO_THIRD_PARTIES)).map(([name, value]) => [name.toLowerCase(), value]),
  )
  const headersOf = (path: string): Record<string, string> => ({
    'cache-control': cacheControlFor(path),
    ...(rules ? headersFor(rules, path) : defaultSecurity),
  })

  function resolveFile(pathname: string): string | undefined {
    let decoded: string
    try {
      decoded = decodeURIComponent(pathname)
    } catch {
      throw new MalformedPath()
    }
    if (decoded.includes('\0')) throw new MalformedPath()
    const safe = normalize(decoded).replace(/^(\.\.[/\\])+/, '')
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
    response.writeHead(500, {
      'content-type': existsSync(page) ? TYPES['.html'] : TYPES['.txt'],
      'cache-control': 'no-cache',
      'x-content-type-options': 'nosniff',
    })
    response.end(body)
  }

  function serveFile(request: IncomingMessage, response: ServerResponse) {
    // The request target is a path; on a fixed origin, "//evil.com/x" stays a path instead of becoming a host.
    const url = new URL(`http://localhost${request.url?.startsWith('/') ? request.url : '/'}`)
    // The reference web API (api/), so the built site works on localhost without another service.
    if (url.pathname.startsWith(API_PATH_PREFIX))
      return void serveApiRequest(request, response, { failureSimulation: options.failureSimulation })
    if (request.method !== 'GET' && request.method !== 'HEAD') return plain(response, 405, 'Method Not Allowed', { allow: PAGE_METHODS })
    // Pages live at /{language}-{country}/{slug}/: a path without its trailing slash is redirected.
    if (!extname(url.pathname) && !url.pathname.endsWith('/') && resolveFile(`${url.pathname}/`)) {
      // One leading slash only: "/.//evil.com/x" reaches here as "//evil.com/x", and "//…" in Location leaves the site.
      response.writeHead(301, { location: `/${url.pathname.replace(/^\/+/, '')}/${url.search}` })
      return response.end()
    }
    // The compressed variants and the headers file are how the build ships the site, not pages of it.
    const internal = /\.(br|gz)$/.test(url.pathname) || url.pathname === `/${HEADERS_FILE}`
    const found = internal ? undefined : resolveFile(url.pathname)
    // Unknown paths under a market prefix get that market language's 404 page (/de-de/404/), others the root 404.html.
    const marketNotFound = /^\/[a-z]{2}-[a-z]{2}(-[a-z0-9]+)?\//.exec(url.pathname)?.[0]
    const notFoundPage = (marketNotFound && resolveFile(`${marketNotFound}404/`)) || join(root, '404.html')
    const isNotFoundPage = found !== undefined && /^\/[a-z]{2}-[a-z]{2}(-[a-z0-9]+)?\/404\/(index\.html)?$/.test(url.pathname)
    const file = isNotFoundPage ? undefined : found
    const status = file ? 200 : 404
    const body = file ?? notFoundPage
    const query = url.searchParams.get('q')
    if (file?.endsWith('.html') && query !== null && request.method === 'GET') {
      const html = readFileSync(file, 'utf8')
      if (takesNoScriptSearch(html))
        return void serveNoScriptSearch(
          response,
          html,
          query,
          options.failureSimulation ? request.headers['x-api-failure'] : undefined,
          headersOf(url.pathname),
        )
    }
    const chosen = representationOf(body, request.headers['accept-encoding'])
    const headers: Record<string, string> = {
      ...headersOf(url.pathname),
      'content-type': TYPES[extname(body)] ?? 'application/octet-stream',
      // A 404 must not be kept like the asset it stands in for.
      ...(status === 404 ? { 'cache-control': REVALIDATE } : { etag: chosen.etag }),
      ...(COMPRESSIBLE.test(body) ? { vary: 'Accept-Encoding' } : {}),
    }
    // The client's copy is current (its If-None-Match names this representation): headers only.
    if (status === 200 && ifNoneMatchMatches(request.headers['if-none-match'], chosen.etag)) {
      const { 'content-type': _type, ...notModified } = headers
      response.writeHead(304, notModified)
      return response.end()
    }
    if (chosen.encoding !== 'identity') headers['content-encoding'] = chosen.encoding
    headers['content-length'] = String(chosen.size)
    // The status is sent once the file reads: a file that cannot be read still gets the 500 page, not a cut connection.
    const stream = createReadStream(chosen.path)
    stream.on('error', (error) => serveServerError(response, error))
    stream.once('readable', () => {
      response.writeHead(status, headers)
      if (request.method !== 'HEAD') return void stream.pipe(response)
      stream.destroy()
      response.end()
    })
  }

  /** A help results page asked with ?q= by a browser that may run no JavaScript: the results filled in on the server. */
  async function serveNoScriptSearch(
    response: ServerResponse,
    html: string,
    query: string,
    failure: string | string[] | undefined,
    pageHeaders: Record<string, string>,
  ) {
    let body = html
    try {
      body = await withNoScriptSearch(html, query, typeof failure === 'string' ? failure : undefined)
    } catch (error) {
      // The page as built (the form and popular articles) is still an answer; the log says what failed.
      console.error(error)
    }
    // The page's own security headers; an answer made for one query is not kept.
    response.writeHead(200, {
      ...pageHeaders,
      'content-type': TYPES['.html'],
      'cache-control': 'no-store',
      'content-length': String(Buffer.byteLength(body)),
    })
    response.end(body)
  }

  const server = createServer(
    { headersTimeout: HEADERS_TIMEOUT_MS, requestTimeout: REQUEST_TIMEOUT_MS, connectionsCheckingInterval: 1000 },
    (request, response) => {
      try {
        serveFile(request, response)
      } catch (error) {
        // A malformed path is the client's mistake: a short 400, no stack trace in the log.
        if (error instanceof MalformedPath) return plain(response, 400, 'Bad Request: the path is not a valid URL path.')
        serveServerError(response, error)
      }
    },
  )
  // Requests Node cannot parse get its own answers (400, 431 for oversized headers, 408 after the timeouts): no handler here.
  return server
}
