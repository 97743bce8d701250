import { describe, expect, it } from 'vitest'
import { clientAddress, parseTrustedProxies } from './clientAddress.ts'

describe('clientAddress', () => {
  const none = parseTrustedProxies(undefined)
  const local = parseTrustedProxies('127.0.0.1, ::1, 10.0.0.0/8')

  it.each([
    ['no trusted proxy: X-Forwarded-For is ignored', '203.0.113.9', '198.51.100.1', none, '203.0.113.9'],
    ['a trusted proxy names the client', '127.0.0.1', '198.51.100.1', local, '198.51.100.1'],
    ['a forged first hop is not read past the trusted proxy', '127.0.0.1', '1.2.3.4, 198.51.100.1', local, '198.51.100.1'],
    ['a chain of trusted proxies is walked', '127.0.0.1', '198.51.100.1, 10.1.2.3', local, '198.51.100.1'],
    ['an untrusted peer keeps its own address', '198.51.100.7', '1.2.3.4', local, '198.51.100.7'],
    ['garbage in the header stops the walk', '127.0.0.1', 'not-an-address', local, '127.0.0.1'],
    ['an IPv4-mapped peer is its IPv4 address', '::ffff:127.0.0.1', '198.51.100.1', local, '198.51.100.1'],
    ['no header', '::1', undefined, local, '::1'],
  ])('%s', (_, peer, forwarded, proxies, expected) => {
    expect(clientAddress(peer, forwarded, proxies)).toBe(expected)
  })

  it.each(['localhost', '10.0.0.0/33', '1.2.3.4/8/1', 'fd00::/129'])('refuses the setting "%s" naming it', (setting) => {
    expect(() => parseTrustedProxies(setting)).toThrow(setting)
  })
})
