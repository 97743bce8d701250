/**
 * What kind of host a page is served from (SPEC §4): decided in the browser at run time, because the same
 * build is deployed to development, stage and production hosts.
 */
export type HostKind = 'localhost' | 'internal' | 'dev' | 'devProduct' | 'public'

/** The product lines whose development hosts are named dev-{product} (SPEC §4). */
export const DEV_PRODUCTS = ['rent', 'ride', 'share', 'plus', 'charge', 'truck', 'zen', 'next'] as const

const HOST_NAME = /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/
const IPV4_LOOPBACK = /^127(\.\d{1,3}){3}$/

/** Lower case, without port, brackets or a trailing dot; undefined for anything that is not a host name. */
export function normalizeHost(host: string | undefined): string | undefined {
  if (typeof host !== 'string' || host.length === 0 || host.length > 253) return undefined
  let name = host.trim().toLowerCase()
  if (name === '[::1]' || name.startsWith('[::1]:')) return '::1'
  name = name.replace(/:\d{1,5}$/, '').replace(/\.$/, '')
  return HOST_NAME.test(name) ? name : undefined
}

/** An unknown or malformed host is public: it never switches debugging on. */
export function hostKind(host: string | undefined): HostKind {
  const name = normalizeHost(host)
  if (!name) return 'public'
  if (name === 'localhost' || name === '::1' || name.endsWith('.localhost') || IPV4_LOOPBACK.test(name)) return 'localhost'
  const labels = name.split('.')
  if (labels.includes('internal')) return 'internal'
  if ((DEV_PRODUCTS as readonly string[]).some((product) => labels[0] === `dev-${product}`)) return 'devProduct'
  // .dev is also a public top-level domain: only a dev label before it marks a development host.
  if (labels.slice(0, -1).includes('dev')) return 'dev'
  return 'public'
}
