/**
 * The last build's pages (dist/client, or SITE_DIST's) under LAST_BUILD_PATH on the studio's origin: the "before"
 * of the changes view, beside the live dev preview. Read from disk at each request, so a new build shows at once.
 * Connect-style middleware: it answers only paths under LAST_BUILD_PATH, mounted at it or not.
 */
import { existsSync, readFileSync, statSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { extname, join, resolve, sep } from 'node:path'
import { isInternalFile } from '../../../engine/node/delivery/siteFiles.ts'
import { lastBuildFolder } from '../../../tools/incremental/readLastBuild.ts'
import { CONTENT_TYPES } from '../../../tools/serve/contentTypes.ts'
import { LAST_BUILD_PATH, lastBuildCss, lastBuildHtml } from './lastBuildUrls.ts'

type Next = (error?: unknown) => void

function answer(response: ServerResponse, status: number, type: string, body: string | Buffer, head: boolean): void {
  response.writeHead(status, { 'content-type': type, 'content-length': Buffer.byteLength(body), 'cache-control': 'no-store' })
  response.end(head ? undefined : body)
}

/** The file a path below LAST_BUILD_PATH names in `client`, or why there is none; never a file outside `client`. */
export function lastBuildFile(client: string, path: string): { file: string } | { status: number; message: string } {
  let decoded: string
  try {
    decoded = decodeURIComponent(path)
  } catch {
    return { status: 400, message: `${path} is not a valid URL path` }
  }
  const file = resolve(client, `.${decoded.startsWith('/') ? '' : '/'}${decoded}`)
  // A backslash is a separator on Windows: refused everywhere, so no platform finds a way out with it.
  if (/[\0\\]/.test(decoded) || (file !== client && !file.startsWith(client + sep)) || isInternalFile(file))
    return { status: 403, message: `${path} is not a file of the last build` }
  const found = existsSync(file) && statSync(file).isDirectory() ? join(file, 'index.html') : file
  if (!existsSync(found) || !statSync(found).isFile())
    return { status: 404, message: `${path} is not in the last build (${client}): run npm run build to make it` }
  return { file: found }
}

export function serveLastBuild(root: string): (request: IncomingMessage, response: ServerResponse, next: Next) => void {
  return (request, response, next) => {
    // Mounted at LAST_BUILD_PATH, connect strips it from url and keeps it in originalUrl.
    const url = (request as IncomingMessage & { originalUrl?: string }).originalUrl ?? request.url ?? '/'
    const path = url.split(/[?#]/)[0]
    if (!(path === LAST_BUILD_PATH || path.startsWith(`${LAST_BUILD_PATH}/`))) return next()
    if (request.method !== 'GET' && request.method !== 'HEAD') return next()
    const head = request.method === 'HEAD'
    try {
      const found = lastBuildFile(join(lastBuildFolder(root), 'client'), path.slice(LAST_BUILD_PATH.length) || '/')
      if ('status' in found) return answer(response, found.status, CONTENT_TYPES['.txt'], found.message, head)
      const type = CONTENT_TYPES[extname(found.file)] ?? 'application/octet-stream'
      const bytes = readFileSync(found.file)
      if (type === CONTENT_TYPES['.html']) return answer(response, 200, type, lastBuildHtml(bytes.toString('utf8')), head)
      if (type === CONTENT_TYPES['.css']) return answer(response, 200, type, lastBuildCss(bytes.toString('utf8')), head)
      answer(response, 200, type, bytes, head)
    } catch (error) {
      next(error)
    }
  }
}
