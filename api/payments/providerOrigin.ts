/**
 * Where the payment provider's frame is served from. PAYMENT_PROVIDER_ORIGIN names it for a deployment
 * ("https://pay.example.com", or a real provider's origin); without it, the stand-in answers on the site's host with
 * "pay." in front ("http://localhost:3000" → "http://pay.localhost:3000": Chromium resolves *.localhost to the
 * loopback address), so the card form is on another origin than the site even on one machine.
 */
export const PAYMENT_PROVIDER_ORIGIN_VARIABLE = 'PAYMENT_PROVIDER_ORIGIN'

/** The stand-in's host prefix: a request whose Host starts with it is for the provider, not the site. */
export const STAND_IN_HOST_PREFIX = 'pay.'

export function providerOriginFor(siteOrigin: string, env: NodeJS.ProcessEnv = process.env): string {
  const configured = env[PAYMENT_PROVIDER_ORIGIN_VARIABLE]
  if (configured) return new URL(configured).origin
  const site = new URL(siteOrigin)
  return `${site.protocol}//${STAND_IN_HOST_PREFIX}${site.host}`
}

/** Whether a request's Host header is the stand-in provider's (tools/serve and the dev server route it there). */
export function isProviderHost(host: string | undefined, env: NodeJS.ProcessEnv = process.env): boolean {
  if (!host) return false
  const configured = env[PAYMENT_PROVIDER_ORIGIN_VARIABLE]
  if (configured) return new URL(configured).host === host.toLowerCase()
  return host.toLowerCase().startsWith(STAND_IN_HOST_PREFIX)
}

/** How long the site waits for the provider after the card was sent, before it gives up (PAYMENT_TIMEOUT_SECONDS). */
export function paymentTimeoutSeconds(env: NodeJS.ProcessEnv = process.env): number {
  const value = Number(env.PAYMENT_TIMEOUT_SECONDS ?? 30)
  return Number.isFinite(value) && value >= 1 && value <= 300 ? value : 30
}

/**
 * The frame origins the booking page's Content-Security-Policy allows, written at build time (tools/delivery): the
 * configured provider, or else the stand-in on any local port (http://pay.localhost:*, where `npm run serve` and the
 * browser tests answer it) and on the site's own host ("https://pay.www.example.com" for "https://www.example.com").
 */
export function paymentFrameOrigins(siteOrigin: string, env: NodeJS.ProcessEnv = process.env): string[] {
  if (env[PAYMENT_PROVIDER_ORIGIN_VARIABLE]) return [providerOriginFor(siteOrigin, env)]
  return [...new Set([`http://${STAND_IN_HOST_PREFIX}localhost:*`, providerOriginFor(siteOrigin, env)])]
}
