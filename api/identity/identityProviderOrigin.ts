/**
 * Where the identity provider of social login lives (docs/web-api.md, "Social login"). IDENTITY_PROVIDER_ORIGIN
 * names it for a deployment; without it the reference API's stand-in answers on the site's host with "id." in front
 * ("http://localhost:3000" → "http://id.localhost:3000", which Chromium resolves to the loopback address), so its
 * consent page is on another origin than the site, as a real provider's is. Mirrors api/payments/providerOrigin.ts.
 */
export const IDENTITY_PROVIDER_ORIGIN_VARIABLE = 'IDENTITY_PROVIDER_ORIGIN'
/** The provider's name as buttons and its consent page show it: fictitious, a deployment's configuration names another. */
export const IDENTITY_PROVIDER_NAME_VARIABLE = 'IDENTITY_PROVIDER_NAME'
export const DEFAULT_IDENTITY_PROVIDER_NAME = 'Example ID'

/** A request whose Host starts with it is for the stand-in identity provider, not the site. */
export const IDENTITY_HOST_PREFIX = 'id.'

export function identityProviderOriginFor(siteOrigin: string, env: NodeJS.ProcessEnv = process.env): string {
  const configured = env[IDENTITY_PROVIDER_ORIGIN_VARIABLE]
  if (configured) return new URL(configured).origin
  const site = new URL(siteOrigin)
  return `${site.protocol}//${IDENTITY_HOST_PREFIX}${site.host}`
}

/** Whether a request's Host header is the stand-in identity provider's (tools/serve and the dev server route it there). */
export function isIdentityProviderHost(host: string | undefined, env: NodeJS.ProcessEnv = process.env): boolean {
  if (!host) return false
  const configured = env[IDENTITY_PROVIDER_ORIGIN_VARIABLE]
  if (configured) return new URL(configured).host === host.toLowerCase()
  return host.toLowerCase().startsWith(IDENTITY_HOST_PREFIX)
}

export function identityProviderName(env: NodeJS.ProcessEnv = process.env): string {
  return env[IDENTITY_PROVIDER_NAME_VARIABLE]?.trim() || DEFAULT_IDENTITY_PROVIDER_NAME
}
