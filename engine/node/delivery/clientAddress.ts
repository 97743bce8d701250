import { BlockList, isIP } from 'node:net'

/**
 * The address of the client a request comes from, for limits per client (the reference API's login and lookup limits,
 * the site server's). It is the socket's peer address, unless that peer is a proxy the operator trusts: then the
 * proxy's X-Forwarded-For names the client. The header is read from the right (the hop the trusted proxy appended)
 * and only as far as the hops are trusted proxies themselves, so a client cannot choose its address by sending
 * X-Forwarded-For: without a trusted proxy the header is ignored.
 */
export const TRUSTED_PROXIES_VARIABLE = 'SITE_TRUSTED_PROXIES'

export type TrustedProxies = BlockList

/**
 * The proxies of SITE_TRUSTED_PROXIES: addresses or CIDR ranges, separated by commas ("127.0.0.1, 10.0.0.0/8, ::1").
 * Unset or empty trusts none. An entry that is neither is the operator's mistake, named in the error.
 */
export function parseTrustedProxies(setting: string | undefined): TrustedProxies {
  const list = new BlockList()
  for (const entry of (setting ?? '').split(',').map((part) => part.trim())) {
    if (entry === '') continue
    const [address, prefix, ...rest] = entry.split('/')
    const version = isIP(address)
    const bits = prefix === undefined ? undefined : Number(prefix)
    const maxBits = version === 6 ? 128 : 32
    if (version === 0 || rest.length > 0 || (bits !== undefined && !(Number.isInteger(bits) && bits >= 0 && bits <= maxBits)))
      throw new Error(
        `${TRUSTED_PROXIES_VARIABLE}: "${entry}" is not an IP address or CIDR range (examples: 127.0.0.1, 10.0.0.0/8, fd00::/8).`,
      )
    const family = version === 6 ? 'ipv6' : 'ipv4'
    if (bits === undefined) list.addAddress(address, family)
    else list.addSubnet(address, bits, family)
  }
  return list
}

/** "::ffff:203.0.113.9" (an IPv4 client of a dual-stack socket) is the IPv4 address it carries. */
function plainAddress(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)
  return (mapped ? mapped[1] : address).toLowerCase()
}

function isTrusted(proxies: TrustedProxies, address: string): boolean {
  const version = isIP(address)
  return version !== 0 && proxies.check(address, version === 6 ? 'ipv6' : 'ipv4')
}

export function clientAddress(
  peerAddress: string | undefined,
  forwardedFor: string | string[] | undefined,
  proxies: TrustedProxies,
): string {
  let address = plainAddress(peerAddress ?? 'unknown')
  const hops = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? ''))
    .split(',')
    .map((hop) => plainAddress(hop.trim()))
    .filter((hop) => hop !== '')
  while (hops.length > 0 && isTrusted(proxies, address)) {
    const hop = hops.pop()!
    // A hop that is no address was not written by a trusted proxy: the last trusted one is the client as far as we know.
    if (isIP(hop) === 0) break
    address = hop
  }
  return address
}

let fromEnvironment: TrustedProxies | undefined

/** The trusted proxies of this process's environment, read once. */
export function trustedProxies(): TrustedProxies {
  fromEnvironment ??= parseTrustedProxies(process.env[TRUSTED_PROXIES_VARIABLE])
  return fromEnvironment
}
