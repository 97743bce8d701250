/**
 * The studio's HTTP server, on 127.0.0.1 only: its API under STUDIO_API, its page at /studio/, and everything else
 * through the embedded Vite dev server (npm run dev's pipeline), so the site's pages render at their own paths on the
 * same origin and reload when a document changes.
 */
import { createServer as createHttpServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { createServer as createViteServer, type ViteDevServer } from 'vite'
import { STUDIO_API } from '../shared/studioApi.ts'
import { answerApiRequest, sendJson } from './answerApiRequest.ts'
import { serveLastBuild } from './changes/serveLastBuild.ts'
import { createFileEvents } from './fileEvents.ts'
import { localRequestRefusal } from './localRequestRefusal.ts'
import type { StudioContext, StudioRoute } from './studioRoute.ts'
import { STUDIO_PATH, STUDIO_SHELL } from './studioShell.ts'
import { watchDocuments } from './watchDocuments.ts'

/** Never another interface: the studio writes the repository's files and has no login. */
export const STUDIO_HOST = '127.0.0.1'

export interface StudioServerOptions {
  /** The repository the studio edits and serves. */
  root: string
  port: number
  routes: readonly StudioRoute[]
  /** The Vite config the pages render with (the repository's vite.config.ts); false for a bare Vite (tests). */
  viteConfigFile: string | false
}

export interface StudioServer {
  server: Server
  url: string
  context: StudioContext
  close: () => Promise<void>
}

export async function startStudioServer(options: StudioServerOptions): Promise<StudioServer> {
  let handle: (request: IncomingMessage, response: ServerResponse) => void = (_request, response) =>
    sendJson(response, { status: 503, body: { message: 'The studio is starting' } })
  const server = createHttpServer((request, response) => handle(request, response))
  // The port first: a busy one fails at once, before the dev pipeline spends seconds starting.
  await listen(server, options.port)
  const { port } = server.address() as AddressInfo
  let vite: ViteDevServer
  try {
    vite = await createViteServer({
      root: options.root,
      configFile: options.viteConfigFile === false ? false : options.viteConfigFile,
      ...(options.viteConfigFile === false ? { appType: 'custom' as const, logLevel: 'silent' as const } : {}),
      // Vite 8 names the HMR socket options server.ws (server.hmr.server is deprecated): HMR shares the studio's port,
      // and the host and port the HMR client falls back to are the studio's, whatever PORT vite.config.ts read.
      server: { middlewareMode: true, ws: { server }, port, host: STUDIO_HOST },
      // Its own dependency cache: the studio's app adds dependencies (the form library) that npm run dev does not
      // have, and one cache for both made each re-optimize, and reload its open pages, whenever the other started.
      cacheDir: join(options.root, 'node_modules/.vite-studio'),
    })
  } catch (error) {
    await new Promise<void>((resolve) => server.close(() => resolve()))
    throw error
  }
  const events = createFileEvents()
  const context: StudioContext = { root: options.root, vite, notifyFilesChanged: events.notify }
  const stopWatching = watchDocuments(options.root, events.notify)
  handle = (request, response) => {
    const isApi = (request.url ?? '').startsWith(STUDIO_API)
    const refusal = localRequestRefusal(request, port, isApi)
    if (refusal) return sendJson(response, { status: refusal.status, body: { message: refusal.message } })
    route(request, response, options.routes, context, events.subscribe).catch((error: unknown) => {
      // Whatever fails here fails one request, never the server.
      console.error('Studio: a request failed:', error)
      sendJson(response, { status: 500, body: { message: error instanceof Error ? error.message : String(error) } })
    })
  }
  return {
    server,
    url: `http://${STUDIO_HOST}:${port}${STUDIO_PATH}`,
    context,
    close: async () => {
      stopWatching()
      events.close()
      await vite.close()
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}

async function route(
  request: IncomingMessage,
  response: ServerResponse,
  routes: readonly StudioRoute[],
  context: StudioContext,
  subscribe: (request: IncomingMessage, response: ServerResponse) => void,
): Promise<void> {
  const pathname = new URL(request.url ?? '/', 'http://studio').pathname
  if (pathname === `${STUDIO_API}/events` && request.method === 'GET') return subscribe(request, response)
  if (pathname === STUDIO_API || pathname.startsWith(`${STUDIO_API}/`)) return answerApiRequest(request, response, routes, context)
  if (pathname === '/studio') return void response.writeHead(301, { location: STUDIO_PATH }).end()
  if (pathname === STUDIO_PATH) {
    const html = await context.vite.transformIndexHtml(request.url ?? STUDIO_PATH, STUDIO_SHELL)
    return void response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).end(html)
  }
  // The last build's pages (the changes view's "before") are files of dist/, never the dev pipeline's.
  serveLastBuild(context.root)(request, response, () =>
    context.vite.middlewares(request, response, (error?: unknown) => {
      if (error) {
        context.vite.ssrFixStacktrace(error as Error)
        console.error('Studio: a page failed:', error)
        return sendJson(response, { status: 500, body: { message: error instanceof Error ? error.message : String(error) } })
      }
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end(`Nothing at ${pathname}`)
    }),
  )
}

function listen(server: Server, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) => {
      server.off('listening', onListening)
      if (error.code === 'EADDRINUSE')
        reject(new Error(`Port ${port} on ${STUDIO_HOST} is in use: stop what uses it or start the studio with another PORT`))
      else reject(error)
    }
    const onListening = () => {
      server.off('error', onError)
      resolve()
    }
    server.once('error', onError)
    server.once('listening', onListening)
    server.listen(port, STUDIO_HOST)
  })
}

export const REPOSITORY_VITE_CONFIG = (root: string) => join(root, 'vite.config.ts')
