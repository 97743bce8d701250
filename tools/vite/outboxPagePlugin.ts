import type { Plugin } from 'vite'
import { mailOutbox } from '../../api/mail/defaultMailOutbox.ts'
import { serveOutboxPage } from '../../api/node/serveOutboxPage.ts'

/**
 * Dev server: the outbox page at /_dev/outbox/ (api/mail/outboxPage.ts), for loopback clients, unless
 * MAIL_OUTBOX_PAGE=off. Before the pages plugin, which would answer the path with a 404 page. docs/mail.md.
 */
export function outboxPagePlugin(): Plugin {
  return {
    name: 'mail-outbox-page',
    apply: 'serve',
    configureServer(server) {
      // Opened now, not at the first mail: mails a previous run left pending for the relay are retried from the start.
      mailOutbox()
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
