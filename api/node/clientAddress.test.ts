import { describe, expect, it } from 'vitest'
import { clientAddress, forwardedHttps, NO_TRUSTED_PROXIES, parseTrustedProxies, plainAddress } from './clientAddress.ts'

describe('parseTrustedProxies', () => {
  it('takes addresses, subnets of both families and "loopback"; dual-stack names of IPv4 addresses match', () => {
    const trusted = parseTrustedProxies(' 10.0.0.0/8, 192.0.2.7 ,fd00::/8, loopback')
    for (const address of ['10.1.2.3', '::ffff:10.1.2.3', '192.0.2.7', 'fd00::1', '127.0.0.1', '127.9.9.9', '::1', '[::1]'])
      expect(trusted.includes(address), address).toBe(true)
    for (const address of ['11.0.0.1', '192.0.2.8', 'fe80::1', '', 'not-an-address']) expect(trusted.includes(address), address).toBe(false)
    expect(trusted.description).toBe('10.0.0.0/8, 192.0.2.7, fd00::/8, loopback')
  })

  it('trusts nobody when unset or empty', () => {
    for (const setting of [undefined, '', ' , ']) expect(parseTrustedProxies(setting).includes('127.0.0.1')).toBe(false)
  })

  it.each(['10.0.0.0/33', 'localhost', '10.0.0.1/8/2', '300.1.1.1', '::1/129', '10.0.0.0/x'])(
    'refuses "%s", naming it, rather than silently trusting nobody',
    (setting) => expect(() => parseTrustedProxies(setting)).toThrow(`"${setting}"`),
  )
})

describe('clientAddress', () => {
  const trusted = parseTrustedProxies('10.0.0.0/8')

  it('is the peer when the peer is no trusted proxy, whatever X-Forwarded-For claims', () => {
    expect(clientAddress('203.0.113.9', '198.51.100.1', trusted)).toBe('203.0.113.9')
    expect(clientAddress('::ffff:203.0.113.9', undefined, NO_TRUSTED_PROXIES)).toBe('203.0.113.9')
  })

  it('walks X-Forwarded-For from the right over trusted proxies to the first address that is not one', () => {
    expect(clientAddress('10.0.0.1', '198.51.100.1', trusted)).toBe('198.51.100.1')
    // The visitor wrote 1.2.3.4 themselves; the edge proxy appended the address it saw.
    expect(clientAddress('10.0.0.1', '1.2.3.4, 198.51.100.1, 10.0.0.2', trusted)).toBe('198.51.100.1')
    expect(clientAddress('10.0.0.1', ['1.2.3.4', '198.51.100.1'], trusted)).toBe('198.51.100.1')
  })

  it('stops at an entry that is not an address, and is the proxy when it names no one', () => {
    expect(clientAddress('10.0.0.1', 'garbage, 10.0.0.3', trusted)).toBe('10.0.0.3')
    expect(clientAddress('10.0.0.1', undefined, trusted)).toBe('10.0.0.1')
  })
})

describe('forwardedHttps', () => {
  const trusted = parseTrustedProxies('loopback')
  it("believes X-Forwarded-Proto only from a trusted proxy, and the nearest proxy's value", () => {
    expect(forwardedHttps('127.0.0.1', 'https', trusted)).toBe(true)
    expect(forwardedHttps('127.0.0.1', 'http, HTTPS', trusted)).toBe(true)
    expect(forwardedHttps('127.0.0.1', 'https, http', trusted)).toBe(false)
    expect(forwardedHttps('127.0.0.1', undefined, trusted)).toBe(false)
    expect(forwardedHttps('203.0.113.9', 'https', trusted)).toBe(false)
  })
})

it('plainAddress names an IPv4 address the same however a socket reports it', () => {
  expect(plainAddress('::ffff:127.0.0.1')).toBe('127.0.0.1')
  expect(plainAddress('[2001:DB8::1]')).toBe('2001:db8::1')
})
