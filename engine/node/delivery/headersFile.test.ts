import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { IMMUTABLE, SHORT } from './cachePolicy.ts'
import { headersFor, patternMatches, readHeadersFile, writeHeadersFile } from './headersFile.ts'

let folder: string | undefined
afterEach(() => folder && rmSync(folder, { recursive: true, force: true }))

function site(files: string[]): string {
  folder = mkdtempSync(join(tmpdir(), 'headers-file-'))
  for (const file of files) {
    mkdirSync(dirname(join(folder, file)), { recursive: true })
    writeFileSync(join(folder, file), 'x')
  }
  return folder
}

describe('the _headers file', () => {
  it('gives every path the security headers and the files that need one a cache rule that no other rule overlaps', () => {
    const dir = site([
      'index.html',
      'de-de/index.html',
      'favicon.svg',
      'assets/chunks/chunk-BDDDkkr2.js',
      'assets/chunks/chunk-BDDDkkr2.js.br',
      'images/a.webp',
      'web-apps/phoenix/main-dRMub2h4.js',
      'web-apps/phoenix/bootstrapper.json',
    ])
    writeHeadersFile(dir, { 'Content-Security-Policy': "default-src 'self'", 'X-Content-Type-Options': 'nosniff' })
    const rules = readHeadersFile(dir)!
    expect(rules.map((rule) => rule.pattern)).toEqual([
      '/*',
      '/assets/*',
      '/favicon.svg',
      '/images/*',
      '/web-apps/phoenix/main-dRMub2h4.js',
    ])
    expect(headersFor(rules, '/de-de/')).toEqual({ 'content-security-policy': "default-src 'self'", 'x-content-type-options': 'nosniff' })
    expect(headersFor(rules, '/assets/chunks/chunk-BDDDkkr2.js')['cache-control']).toBe(IMMUTABLE)
    expect(headersFor(rules, '/web-apps/phoenix/main-dRMub2h4.js')['cache-control']).toBe(IMMUTABLE)
    expect(headersFor(rules, '/web-apps/phoenix/bootstrapper.json')['cache-control']).toBeUndefined()
    expect(headersFor(rules, '/images/a.webp')['cache-control']).toBe(SHORT)
  })

  it('is absent for a folder the build did not write', () => {
    expect(readHeadersFile(site(['index.html']))).toBeUndefined()
  })
})

describe('patternMatches', () => {
  it.each([
    ['/*', '/', true],
    ['/*', '/de-de/x/', true],
    ['/assets/*', '/assets/chunks/a.js', true],
    ['/assets/*', '/assetsx/a.js', false],
    ['/web-apps/:app/main.js', '/web-apps/phoenix/main.js', true],
    ['/web-apps/:app/main.js', '/web-apps/a/b/main.js', false],
    ['/favicon.svg', '/faviconxsvg', false],
  ])('%s matches %s: %s', (pattern, path, expected) => expect(patternMatches(pattern, path)).toBe(expected))
})
