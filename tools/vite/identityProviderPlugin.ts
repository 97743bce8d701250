import type { Plugin } from 'vite'
import { isIdentityProviderHost } from '../../api/identity/identityProviderOrigin.ts'
import { serveStandInIdentityProvider } from '../../api/identity/serveStandInIdentityProvider.ts'

/**
 * Dev server: requests for the identity provider's host (id.localhost:<port>, or IDENTITY_PROVIDER_ORIGIN's) are the
 * reference API's stand-in identity provider, as `npm run serve` answers them (docs/web-api.md, "Social login").
 * Before the pages plugin, which would answer its paths with the site's 404 page.
 */
export function identityProviderPlugin(): Plugin {
  return {
    name: 'stand-in-identity-provider',
    apply: 'serve',
    enforce: 'pre',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        if (!isIdentityProviderHost(request.headers.host)) return next()
        serveStandInIdentityProvider(request, response).catch(next)
      })
    },
  }
}
