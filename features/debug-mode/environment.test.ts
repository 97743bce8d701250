// Protects SPEC §4: the environment and the host kind are decided by the host alone, and a host that cannot be read is prod.
import { describe, expect, it } from 'vitest'
import { environmentOf } from './environment.ts'
import { hostKind } from './hostKind.ts'

describe('environmentOf and hostKind', () => {
  it.each([
    ['localhost', 'localhost', 'stage'],
    ['localhost:3000', 'localhost', 'stage'],
    ['LOCALHOST', 'localhost', 'stage'],
    ['127.0.0.1:3204', 'localhost', 'stage'],
    ['[::1]:3000', 'localhost', 'stage'],
    ['site.localhost', 'localhost', 'stage'],
    ['www.internal.example.com', 'internal', 'stage'],
    ['cms.internal', 'internal', 'stage'],
    ['dev-ride.example.com', 'devProduct', 'stage'],
    ['dev-plus.example.com', 'devProduct', 'stage'],
    ['dev-share.example.com.', 'devProduct', 'stage'],
    ['dev-unknown.example.com', 'public', 'prod'],
    ['dev.example.com', 'dev', 'dev'],
    ['www.dev.example.com', 'dev', 'dev'],
    ['www.example.com', 'public', 'prod'],
    ['example.dev', 'public', 'prod'],
    ['www.example.dev', 'public', 'prod'],
    ['dev.example.dev', 'dev', 'dev'],
    ['de.example.com', 'public', 'prod'],
    ['developer.example.com', 'public', 'prod'],
    ['myinternal.example.com', 'public', 'prod'],
    ['', 'public', 'prod'],
    [undefined, 'public', 'prod'],
    ['<script>alert(1)</script>', 'public', 'prod'],
    ['localhost.evil.example.com', 'public', 'prod'],
    ['a'.repeat(300), 'public', 'prod'],
  ])('%s is %s and %s', (host, kind, environment) => {
    expect(hostKind(host)).toBe(kind)
    expect(environmentOf(host)).toBe(environment)
  })
})
