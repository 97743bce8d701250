/**
 * The HTTP server of `npm run serve` for a built site folder (dist/client). Unknown paths answer status 404
 * with the 404 page of their market language (/de-de/… gets /de-de/404.html, where Cloudflare Pages finds it too),
 * or the root 404.html, and so do the 404 pages' own URLs (static hosts do the same: engine/node/delivery/redirectsFile.ts); a request that
 * fails while being served answers status 500 with the 500 page of its market language (/de-de/500/), or 500.html. No request can end the process: every error is
 * answered (400 for a path that is not a URL, 405 for methods pages do not take) or ends only its own socket.
 * Files go out as the build prepared them (engine/node/delivery/): the brotli or gzip variant the client accepts,
 * with content-length, a strong ETag (304 when If-None-Match names it), and the headers of dist/client/_headers
 * (security headers, cache policy), the same a static host sends. The variants and `_headers` themselves are no
 * pages: whatever their path is spelled like, they are answered 404.
 * The server survives its clients: a file is closed as soon as its client goes, a client that takes no bytes for
 * WRITE_TIMEOUT_MS is disconnected, and one client address has at most `maxOpenPerClient` connections open.
 * A request for the payment provider's host goes to the reference API's stand-in provider (api/payments/), one for the
 * identity provider's host to its stand-in identity provider (api/identity/).
 */
import { createReadStream, existsSync, readdirSync, readFileSync, realpathSync, statSync } from 'node:fs'
import { createServer, STATUS_CODES, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { Socket } from 'node:net'
import type { Duplex } from 'node:stream'
import { extname, join, normalize, sep } from 'node:path'
import { clientAddress, forwardedHttps, NO_TRUSTED_PROXIES, plainAddress, type TrustedProxies } from '../../api/node/clientAddress.ts'
import { API_PATH_PREFIX, serveApiRequest } from '../../api/node/serveApiRequest.ts'
import { serveOutboxPage } from '../../api/node/serveOutboxPage.ts'
import { isIdentityProviderHost } from '../../api/identity/identityProviderOrigin.ts'
import { serveStandInIdentityProvider } from '../../api/identity/serveStandInIdentityProvider.ts'
import { isProviderHost } from '../../api/payments/providerOrigin.ts'
import { serveStandInProvider } from '../../api/payments/serveStandInProvider.ts'
import { isNotFoundPagePath, NOT_FOUND_FILE } from '../../engine/shared/notFoundPage.ts'
import { isMarketServerErrorPath, SERVER_ERROR_FILE, SERVER_ERROR_SLUG } from '../../engine/server/serverErrorPage.ts'
import { cacheControlFor, REVALIDATE } from '../../engine/node/delivery/cachePolicy.ts'
import { COMPRESSIBLE } from '../../engine/node/delivery/compressSite.ts'
import { ifNoneMatchMatches } from '../../engine/node/delivery/entityTag.ts'
import { headersFor, readHeadersFile } from '../../engine/node/delivery/headersFile.ts'
import { HSTS_HEADER, NO_THIRD_PARTIES, securityHeaders } from '../../engine/node/delivery/securityHeaders.ts'
import { isInternalFile } from '../../engine/node/delivery/siteFiles.ts'
import { compressedAnswer } from './compressedAnswer.ts'
import { CONTENT_TYPES } from './contentTypes.ts'
import { createRepresentations } from './fileRepresentations.ts'
import { createOpenPerClient, DEFAULT_MAX_OPEN_PER_CLIENT } from './openPerClient.ts'
import { takesNoScriptSearch, withNoScriptSearch } from './noScriptHelpSearch.ts'

/** Pages are files: they are read, never changed. */
const PAGE_METHODS = 'GET, HEAD'

/** A client gets this long to send its headers, and its whole request: a slow client cannot hold sockets open. */
export const HEADERS_TIMEOUT_MS = 10_000
export const REQUEST_TIMEOUT_MS = 30_000
/**
 * A client that takes no byte of its answer for this long (it stopped reading, or vanished without closing) is
 * disconnected, and the file it was sent is closed. A slow mobile connection still takes a few bytes in that time.
 */
export const WRITE_TIMEOUT_MS = 15_000

export interface SiteServerOptions {
  /** The reference API's failure simulation (api/failureModes.ts), off unless asked for: tools/serve.ts API_FAILURE_SIMULATION. */
  failureSimulation?: boolean
  /** Proxies whose X-Forwarded-For and X-Forwarded-Proto are believed (api/node/clientAddress.ts); none by default. */
  trustedProxies?: TrustedProxies
  /** Connections one client address may have open (through a trusted proxy: requests in progress). */
  maxOpenPerClient?: number
  writeTimeoutMs?: number
  /** The outbox the /_dev/outbox/ page lists; MAIL_OUTBOX_DIR (api/mail/defaultMailOutbox.ts) by default. */
  outboxDir?: string
}

const TOO_MANY_OPEN = 'Too Many Requests: this address has too many connections open.'

/** A path that is not a URL path (malformed percent-encoding, a NUL byte): the client's mistake, answered 400. */
class MalformedPath extends Error {}

const lowerCaseNames = (headers: Record<string, string>) =>
  Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]))
/** Header lines for an answer written to the socket itself, before or without a request. */
const headerLines = (headers: Record<string, string>) =>
  Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('')

function plain(response: ServerResponse, status: number, text: string, headers: Record<string, string> = {}) {
  response.writeHead(status, {
    'content-type': CONTENT_TYPES['.txt'],
    'cache-control': 'no-cache',
    'content-length': String(Buffer.byteLength(text)),
    ...headers,
  })
  response.end(text)
}

/** A regular file; not a folder, nothing at all, or a path that runs through a file ("_headers/": ENOTDIR). */
function isFile(path: string): boolean {
  try {
    return statSync(path).isFile()
  } catch {
    return false
  }
}

function setHeaders(response: ServerResponse, headers: Record<string, string>) {
  for (const [name, value] of Object.entries(headers)) response.setHeader(name, value)
}

function readIfPresent(file: string): Buffer | undefined {
  try {
    return readFileSync(file)
  } catch {
    return undefined
  }
}

/** A market prefix at the start of a path ("/de-de/", "/de-de-zentrovo/"), as the build names its folders. */
const MARKET_PREFIX = /^\/([a-z]{2}-[a-z]{2}(?:-[a-z0-9]+)?)\//

/** Each market language's 500 page (/de-de/500/index.html) by its prefix ("de-de"), read once. */
function readMarketServerErrorPages(root: string): Map<string, Buffer> {
  const pages = new Map<string, Buffer>()
  let folders: string[] = []
  try {
    folders = readdirSync(root)
  } catch {
    return pages
  }
  for (const folder of folders) {
    if (!MARKET_PREFIX.test(`/${folder}/`)) continue
    const page = readIfPresent(join(root, folder, SERVER_ERROR_SLUG, 'index.html'))
    if (page) pages.set(folder, page)
  }
  return pages
}

export function createSiteServer(root: string, options: SiteServerOptions = {}): Server {
  const trusted = options.trustedProxies ?? NO_TRUSTED_PROXIES
  const openPerClient = createOpenPerClient(options.maxOpenPerClient ?? DEFAULT_MAX_OPEN_PER_CLIENT)
  const representationOf = createRepresentations(root)
  // The headers the build wrote for static hosts (dist/client/_headers); a folder without one gets the defaults.
  const rules = readHeadersFile(root)
  const defaultSecurity = lowerCaseNames(securityHeaders(NO_THIRD_PARTIES))
  /** The cache policy of a path: its rule in `_headers`, else the policy the build would have written (cachePolicy.ts). */
  const cacheOf = (path: string): Record<string, string> => ({
    'cache-control': (rules && headersFor(rules, path)['cache-control']) || cacheControlFor(path),
  })
  /**
   * The security headers every answer for the path carries (pages, files, redirects, errors, the API): those of
   * `_headers` without the cache policy. Strict-Transport-Security only when the visitor used HTTPS: the server
   * speaks plain HTTP, so only a trusted proxy's X-Forwarded-Proto can say so.
   */
  const securityOf = (path: string, https: boolean): Record<string, string> => {
    const { 'cache-control': _cache, ...security } = rules ? headersFor(rules, path) : defaultSecurity
    if (!https) delete security[HSTS_HEADER.toLowerCase()]
    return security
  }
  // Read now, not when a request fails: a request that failed for want of file descriptors (EMFILE) could not read it.
  const serverErrorPage = readIfPresent(join(root, SERVER_ERROR_FILE))
  const marketServerErrorPages = readMarketServerErrorPages(root)
  // The site folder as the file system names it, so that a symbolic link inside it cannot serve a file outside.
  let realRoot: string | undefined
  const realRootOf = () => {
    realRoot ??= realpathSync.native(root)
    return realRoot
  }

  /**
   * The public file a URL path names: a file or a folder's index.html inside the site folder, and none of the files
   * the build ships the site with (`_headers`, the .br and .gz variants: isInternalFile). The path is decoded once
   * (so %5f and %2e are the characters they stand for) and the name checked as requested and as the file system
   * resolved it (case, trailing dots, short names).
   */
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
    const file = isFile(candidate) ? candidate : existsSync(join(candidate, 'index.html')) ? join(candidate, 'index.html') : undefined
    if (file === undefined || isInternalFile(file)) return undefined
    const real = realpathSync.native(file)
    return real.startsWith(realRootOf() + sep) && !isInternalFile(real) ? file : undefined
  }

  /**
   * Status 500 with the 500 page of the path's market language, else the site's (plain text without one); the socket
   * is closed when the answer has begun.
   */
  function serveServerError(response: ServerResponse, error: unknown, pathname = '/') {
    console.error(error)
    try {
      if (response.headersSent || response.destroyed) return void response.destroy()
      const page = marketServerErrorPages.get(MARKET_PREFIX.exec(pathname)?.[1] ?? '') ?? serverErrorPage
      const body = page ?? Buffer.from('Internal Server Error')
      response.writeHead(500, {
        'content-type': page ? CONTENT_TYPES['.html'] : CONTENT_TYPES['.txt'],
        'cache-control': 'no-cache',
        'content-length': String(body.length),
      })
      response.end(body)
    } catch (failure) {
      console.error(failure)
      response.destroy()
    }
  }

  function serveFile(request: IncomingMessage, response: ServerResponse, url: URL) {
    // The reference web API (api/), so the built site works on localhost without another service.
    if (url.pathname.startsWith(API_PATH_PREFIX))
      return void serveApiRequest(request, response, { failureSimulation: options.failureSimulation, trustedProxies: trusted })
    // The outbox of the reference API's mails (api/mail/outboxPage.ts): loopback clients only, else a 404 as for any path.
    if (url.pathname.startsWith('/_dev/outbox') && serveOutboxPage(request, response, options.outboxDir)) return
    if (request.method !== 'GET' && request.method !== 'HEAD') return plain(response, 405, 'Method Not Allowed', { allow: PAGE_METHODS })
    // Pages live at /{language}-{country}/{slug}/: a path without its trailing slash is redirected.
    if (!extname(url.pathname) && !url.pathname.endsWith('/') && resolveFile(`${url.pathname}/`)) {
      // One leading slash only: "/.//evil.com/x" reaches here as "//evil.com/x", and "//…" in Location leaves the site.
      response.writeHead(301, { location: `/${url.pathname.replace(/^\/+/, '')}/${url.search}`, 'content-length': '0' })
      return response.end()
    }
    const found = resolveFile(url.pathname)
    // Unknown paths under a market prefix get that market language's 404 page (/de-de/404.html), others the root 404.html.
    const marketNotFound = MARKET_PREFIX.exec(url.pathname)?.[0]
    const notFoundPage = (marketNotFound && resolveFile(`${marketNotFound}${NOT_FOUND_FILE}`)) || join(root, NOT_FOUND_FILE)
    // A 404 page asked for by its own URL answers what it stands for, 404 (as the static hosts' rules make it).
    const isNotFoundPage = found !== undefined && isNotFoundPagePath(url.pathname)
    // A market language's 500 page answers as what it stands for, like its 404 page.
    const isServerErrorPage = found !== undefined && isMarketServerErrorPath(url.pathname.replace(/index\.html$/, ''))
    const file = isNotFoundPage ? undefined : found
    const status = isServerErrorPage ? 500 : file ? 200 : 404
    const body = file ?? notFoundPage
    const query = url.searchParams.get('q')
    // HEAD too: its headers (the length above all) are those GET would get for the same query.
    if (file?.endsWith('.html') && query !== null) {
      const html = readFileSync(file, 'utf8')
      if (takesNoScriptSearch(html))
        return void serveNoScriptSearch(
          request,
          response,
          html,
          query,
          options.failureSimulation ? request.headers['x-api-failure'] : undefined,
        )
    }
    const chosen = representationOf(body, request.headers['accept-encoding'])
    const headers: Record<string, string> = {
      ...cacheOf(url.pathname),
      'content-type': CONTENT_TYPES[extname(body)] ?? 'application/octet-stream',
      // A 404 must not be kept like the asset it stands in for.
      ...(status !== 200 ? { 'cache-control': REVALIDATE } : { etag: chosen.etag }),
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
    // The file is closed whenever the answer ends: sent, or its client gone (a download given up, a write timeout).
    // pipe() alone leaves the file open when the response closes early, one descriptor per abandoned download.
    response.once('close', () => stream.destroy())
    stream.once('error', (error) => serveServerError(response, error, url.pathname))
    stream.once('readable', () => {
      if (response.destroyed) return
      response.writeHead(status, headers)
      if (request.method !== 'HEAD') return void stream.pipe(response)
      stream.destroy()
      response.end()
    })
  }

  /**
   * A help results page asked with ?q= by a browser that may run no JavaScript: the results filled in on the server,
   * compressed like any page when the client accepts it; HEAD gets the headers of that very answer.
   */
  async function serveNoScriptSearch(
    request: IncomingMessage,
    response: ServerResponse,
    html: string,
    query: string,
    failure: string | string[] | undefined,
  ) {
    let body = html
    try {
      body = await withNoScriptSearch(html, query, typeof failure === 'string' ? failure : undefined)
    } catch (error) {
      // The page as built (the form and popular articles) is still an answer; the log says what failed.
      console.error(error)
    }
    const answer = await compressedAnswer(body, request.headers['accept-encoding'])
    if (response.destroyed) return
    // An answer made for one query is not kept (the page's security headers are set already: handleRequest).
    response.writeHead(200, {
      'content-type': CONTENT_TYPES['.html'],
      'cache-control': 'no-store',
      vary: 'Accept-Encoding',
      ...(answer.encoding === 'identity' ? {} : { 'content-encoding': answer.encoding }),
      'content-length': String(answer.body.length),
    })
    response.end(request.method === 'HEAD' ? undefined : answer.body)
  }

  /** Connections refused for their address (answered 429 at once): a request that still arrives on one is not answered. */
  const refusedSockets = new WeakSet<Socket>()

  function handleRequest(request: IncomingMessage, response: ServerResponse) {
    // An answer to a client that is gone fails to write; that ends this answer, never the process.
    response.on('error', () => {})
    if (refusedSockets.has(request.socket)) return void request.socket.destroy()
    // The stand-in payment provider answers on its own origin (pay.localhost:<port>, or PAYMENT_PROVIDER_ORIGIN's host),
    // with its own headers: its frame may be framed by the site, the site's pages may not (docs/payments.md).
    if (isProviderHost(request.headers.host))
      return void serveStandInProvider(request, response).catch((error) => serveServerError(response, error))
    // The stand-in identity provider of social login, likewise on its own origin (id.localhost:<port>, docs/web-api.md).
    if (isIdentityProviderHost(request.headers.host))
      return void serveStandInIdentityProvider(request, response).catch((error) => serveServerError(response, error))
    const peer = request.socket.remoteAddress
    const https = forwardedHttps(peer, request.headers['x-forwarded-proto'], trusted)
    // First the headers of every path, so that even an answer to a request that fails from here on carries them.
    setHeaders(response, securityOf('/', https))
    // The request target is a path; on a fixed origin, "//evil.com/x" stays a path instead of becoming a host.
    const url = new URL(`http://localhost${request.url?.startsWith('/') ? request.url : '/'}`)
    setHeaders(response, securityOf(url.pathname, https))
    // A trusted proxy carries many clients over its connections: each client is counted by its requests in progress.
    const client = clientAddress(peer, request.headers['x-forwarded-for'], trusted)
    if (client !== plainAddress(peer ?? '')) {
      if (!openPerClient.take(client)) return plain(response, 429, TOO_MANY_OPEN, { 'retry-after': '1' })
      response.once('close', () => openPerClient.release(client))
    }
    serveFile(request, response, url)
  }

  const server = createServer(
    { headersTimeout: HEADERS_TIMEOUT_MS, requestTimeout: REQUEST_TIMEOUT_MS, connectionsCheckingInterval: 1000 },
    (request, response) => {
      try {
        handleRequest(request, response)
      } catch (error) {
        // A malformed path is the client's mistake: a short 400, no stack trace in the log.
        if (error instanceof MalformedPath && !response.headersSent)
          return plain(response, 400, 'Bad Request: the path is not a valid URL path.')
        serveServerError(response, error, request.url)
      }
    },
  )
  // No byte taken for this long: Node destroys the socket (no 'timeout' listener here), which closes its file.
  server.setTimeout(options.writeTimeoutMs ?? WRITE_TIMEOUT_MS)

  // A client address over its cap: 429 written straight to the new socket, which closes; counted ones until they close.
  server.on('connection', (socket: Socket) => {
    const peer = plainAddress(socket.remoteAddress ?? '')
    // A trusted proxy's connections carry many clients; their requests are counted instead (handleRequest).
    if (trusted.includes(peer)) return
    if (openPerClient.take(peer)) return void socket.once('close', () => openPerClient.release(peer))
    refusedSockets.add(socket)
    const text = Buffer.from(TOO_MANY_OPEN)
    socket.end(
      `HTTP/1.1 429 Too Many Requests\r\n${headerLines({ ...securityOf('/', false), 'content-type': CONTENT_TYPES['.txt'], 'retry-after': '1', 'content-length': String(text.length), connection: 'close' })}\r\n${text}`,
    )
    // A client that does not close its side still loses the socket within a second (Node destroys it on timeout).
    socket.setTimeout(1000)
  })

  // Requests Node cannot parse, or that time out: Node's own answers (lib/_http_server.js socketOnError) with the
  // security headers, which every answer carries.
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (socket.writable && (socket as Socket).bytesWritten === 0) {
      const status =
        error.code === 'HPE_HEADER_OVERFLOW'
          ? 431
          : error.code === 'HPE_CHUNK_EXTENSIONS_OVERFLOW'
            ? 413
            : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
              ? 408
              : 400
      socket.write(
        `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${headerLines({ ...securityOf('/', false), 'content-length': '0', connection: 'close' })}\r\n`,
      )
    }
    socket.destroy(error)
  })

  // Out of file descriptors, Node cannot accept a connection and says so as an 'error' of the server, which ended
  // the process. The waiting client is dropped (libuv closes it) and the server goes on; the log says so every 10 s.
  let lastAcceptError = 0
  server.on('error', (error: NodeJS.ErrnoException) => {
    if (error.syscall === 'accept') {
      if (Date.now() - lastAcceptError > 10_000) console.error(`Cannot accept a connection: ${error.message}`)
      lastAcceptError = Date.now()
      return
    }
    // Any other error (the port is taken) is for whoever listens: tools/serve.ts says so and exits.
    if (server.listenerCount('error') === 1) throw error
  })
  return server
}
