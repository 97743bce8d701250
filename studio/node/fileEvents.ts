/** GET /studio/api/events: Server-Sent Events that tell open studio pages which files changed on disk. */
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { FilesChangedEvent } from '../shared/studioApi.ts'

/** Proxies and browsers drop a silent connection; a comment line now and then keeps it open. */
const KEEP_ALIVE_MS = 25_000

export interface FileEvents {
  /** Takes over a request to /studio/api/events and keeps its response open. */
  subscribe: (request: IncomingMessage, response: ServerResponse) => void
  notify: (files: string[]) => void
  close: () => void
}

export function createFileEvents(): FileEvents {
  const clients = new Set<ServerResponse>()
  const keepAlive = setInterval(() => {
    for (const client of clients) client.write(': keep-alive\n\n')
  }, KEEP_ALIVE_MS)
  keepAlive.unref()
  return {
    subscribe(request, response) {
      response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store', connection: 'keep-alive' })
      response.write(': studio events\n\n')
      clients.add(response)
      request.on('close', () => clients.delete(response))
    },
    notify(files) {
      const event: FilesChangedEvent = { type: 'files-changed', files }
      for (const client of clients) client.write(`data: ${JSON.stringify(event)}\n\n`)
    },
    close() {
      clearInterval(keepAlive)
      for (const client of clients) client.end()
      clients.clear()
    },
  }
}
