import type { Plugin } from 'vite'
import { isProviderHost } from '../../api/payments/providerOrigin.ts'
import { serveStandInProvider } from '../../api/payments/serveStandInProvider.ts'

/**
 * Dev server: requests for the payment provider's host (pay.localhost:<port>, or PAYMENT_PROVIDER_ORIGIN's) are the
 * reference API's stand-in provider, as `npm run serve` answers them (docs/payments.md): its card form is on another
 * origin than the site. Before the pages plugin, which would answer its paths with the site's 404 page.
 */
export function paymentProviderPlugin(): Plugin {
  return {
    name: 'stand-in-payment-provider',
    apply: 'serve',
    enforce: 'pre',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        if (!isProviderHost(request.headers.host)) return next()
        serveStandInProvider(request, response).catch(next)
      })
    },
  }
}
