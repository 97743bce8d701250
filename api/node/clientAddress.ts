/**
 * Who sent a request, and over which protocol, when proxies may stand between: the TCP peer's address, unless the
 * peer is a proxy the operator trusts (TRUSTED_PROXIES), whose X-Forwarded-For and X-Forwarded-Proto are then
 * believed. Anyone can send those headers; only a trusted proxy's are read, so a client cannot claim another
 * address (to escape a limit) or HTTPS. One setting for the site server (tools/serve.ts) and the reference API.
 */
import { BlockList, isIP } from 'node:net'

/** The environment variable that lists trusted proxies (docs/deploying.md). */
export const TRUSTED_PROXIES_VARIABLE = 'TRUSTED_PROXIES'

export interface TrustedProxies {
  includes(address: string): boolean
  /** The setting as given, for a log line. */
  readonly description: string
}

/** An IPv4 address as a dual-stack socket names it (::ffff:10.0.0.1) is that IPv4 address. */
export function plainAddress(address: string): string {
  const unbracketed = address.replace(/^\[(.*)\]$/, '$1')
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(unbracketed)
  return (mapped ? mapped[1] : unbracketed).toLowerCase()
}

const familyOf = (address: string) => (isIP(address) === 6 ? 'ipv6' : 'ipv4')

/**
 * TRUSTED_PROXIES: comma-separated addresses (10.0.0.5, ::1), subnets (10.0.0.0/8, fd00::/8) and `loopback`
 * (127.0.0.0/8 and ::1). Empty or unset: no proxy is trusted, every forwarded header is ignored. An entry that is
 * none of these is an operator's mistake and throws, naming it: a typo must not silently trust nobody.
 */
export function parseTrustedProxies(setting: string | undefined): TrustedProxies {
  const list = new BlockList()
  const entries = (setting ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  for (const entry of entries) {
    if (entry.toLowerCase() === 'loopback') {
      list.addSubnet('127.0.0.0', 8, 'ipv4')
      list.addAddress('::1', 'ipv6')
      continue
    }
    const [address, prefix, ...rest] = entry.split('/')
    const plain = plainAddress(address)
    const bits = prefix === undefined ? undefined : Number(prefix)
    const family = familyOf(plain)
    const maxBits = family === 'ipv6' ? 128 : 32
    if (isIP(plain) === 0 || rest.length > 0 || (bits !== undefined && !(Number.isInteger(bits) && bits >= 0 && bits <= maxBits)))
      throw new Error(`${TRUSTED_PROXIES_VARIABLE}: "${entry}" is not an IP address, a subnet (10.0.0.0/8) or "loopback".`)
    if (bits === undefined) list.addAddress(plain, family)
    else list.addSubnet(plain, bits, family)
  }
  return {
    includes: (address) => {
      const plain = plainAddress(address)
      return isIP(plain) !== 0 && list.check(plain, familyOf(plain))
    },
    description: entries.length > 0 ? entries.join(', ') : 'none',
  }
}

/** No proxy trusted: every forwarded header is ignored. */
export const NO_TRUSTED_PROXIES = parseTrustedProxies(undefined)

const headerList = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? value.join(',') : (value ?? ''))
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)

/**
 * The client's address: the peer, or, while the nearest hop is a trusted proxy, the address that proxy names in
 * X-Forwarded-For, read from the right (each proxy appends the address it received from). The first hop that is not
 * a trusted proxy is the client; an entry that is not an address ends the walk at the last proxy that vouched for it.
 */
export function clientAddress(peer: string | undefined, forwardedFor: string | string[] | undefined, trusted: TrustedProxies): string {
  let address = plainAddress(peer ?? '')
  const hops = headerList(forwardedFor)
  while (trusted.includes(address) && hops.length > 0) {
    const hop = plainAddress(hops.pop()!)
    if (isIP(hop) === 0) break
    address = hop
  }
  return address
}

/**
 * Whether the visitor's browser used HTTPS: the server itself speaks plain HTTP, so only a trusted proxy that ended
 * TLS can say so, in X-Forwarded-Proto. With several values the last is the nearest proxy's own.
 */
export function forwardedHttps(peer: string | undefined, forwardedProto: string | string[] | undefined, trusted: TrustedProxies): boolean {
  if (!trusted.includes(peer ?? '')) return false
  return headerList(forwardedProto).at(-1)?.toLowerCase() === 'https'
}
