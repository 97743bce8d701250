import type { Plugin } from 'vite'
import { serveOutboxPage } from '../../api/node/serveOutboxPage.ts'

/**
 * Dev server: the outbox page at /_dev/outbox/ (api/mail/outboxPage.ts), for loopback clients, unless
 * MAIL_OUTBOX_PAGE=off. Before the pages plugin, which would answer the path with a 404 page.
 */
export function outboxPagePlugin(): Plugin {
  return {
    name: 'mail-outbox-page',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        if (!request.url?.startsWith('/_dev/outbox')) return next()
        try {
          if (!serveOutboxPage(request, response)) next()
        } catch (error) {
          next(error)
        }
      })
    },
  }
}
