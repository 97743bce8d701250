// Protects the static host models the static-host browser spec compares `npm run serve` with: on a tiny published
// folder, Netlify (its own parser and matcher over the build's `_redirects`) and Cloudflare Pages (nearest 404.html)
// answer unknown market paths with the market's 404 page, status 404, and a folder without the rules does not.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { writeRedirectsFile } from '../../engine/node/delivery/redirectsFile.ts'
import { createCloudflarePagesHost } from './cloudflarePagesAnswer.ts'
import { createNetlifyHost } from './netlifyAnswer.ts'

let client: string
beforeEach(() => {
  client = mkdtempSync(join(tmpdir(), 'static-host-'))
  for (const file of [
    '404.html',
    'index.html',
    'de-de/404.html',
    'de-de/index.html',
    'de-de/rental/index.html',
    'assets/app.js',
    '_headers',
  ]) {
    mkdirSync(dirname(join(client, file)), { recursive: true })
    writeFileSync(join(client, file), 'x')
  }
})
afterEach(() => rmSync(client, { recursive: true, force: true }))

describe('Netlify', () => {
  it('answers like npm run serve with the build’s _redirects', async () => {
    writeRedirectsFile(client)
    const { answer, problems } = await createNetlifyHost(client)
    expect(problems).toEqual([])
    expect(answer('/de-de/unknown/')).toEqual({ status: 404, file: 'de-de/404.html' })
    expect(answer('/de-de/404.html')).toEqual({ status: 404, file: 'de-de/404.html' })
    expect(answer('/de-de/404/')).toEqual({ status: 404, file: 'de-de/404.html' })
    expect(answer('/404.html')).toEqual({ status: 404, file: '404.html' })
    expect(answer('/de-de/rental/')).toEqual({ status: 200, file: 'de-de/rental/index.html' })
    expect(answer('/de-de/rental')).toEqual({ status: 301, location: '/de-de/rental/' })
    expect(answer('/assets/app.js')).toEqual({ status: 200, file: 'assets/app.js' })
    expect(answer('/_headers')).toEqual({ status: 404, file: '404.html' })
    expect(answer('/nowhere/')).toEqual({ status: 404, file: '404.html' })
  })

  it('without the rules, serves the English root 404 for an unknown market path and 200 for the market 404 page', async () => {
    const { answer } = await createNetlifyHost(client)
    expect(answer('/de-de/unknown/')).toEqual({ status: 404, file: '404.html' })
    expect(answer('/de-de/404.html').status).toBe(200)
  })
})

describe('Cloudflare Pages', () => {
  it('skips the 404 rules and answers an unknown path with the nearest 404.html, status 404', () => {
    writeRedirectsFile(client)
    const { answer, skippedRules } = createCloudflarePagesHost(client)
    expect(skippedRules).toBe(5)
    expect(answer('/de-de/unknown/deeper/')).toEqual({ status: 404, file: 'de-de/404.html' })
    expect(answer('/de-de/404/')).toEqual({ status: 404, file: 'de-de/404.html' })
    expect(answer('/nowhere/')).toEqual({ status: 404, file: '404.html' })
    expect(answer('/de-de/rental')).toEqual({ status: 308, location: '/de-de/rental/' })
    expect(answer('/de-de/rental/index.html')).toEqual({ status: 308, location: '/de-de/rental/' })
    expect(answer('/de-de/rental/')).toEqual({ status: 200, file: 'de-de/rental/index.html' })
    expect(answer('/_headers')).toEqual({ status: 404, file: '404.html' })
  })

  it('serves the English root 404 for an unknown market path when the market page is a folder’s index (the old layout)', () => {
    rmSync(join(client, 'de-de/404.html'))
    mkdirSync(join(client, 'de-de/404'))
    writeFileSync(join(client, 'de-de/404/index.html'), 'x')
    const { answer } = createCloudflarePagesHost(client)
    expect(answer('/de-de/unknown/')).toEqual({ status: 404, file: '404.html' })
    expect(answer('/de-de/404/')).toEqual({ status: 200, file: 'de-de/404/index.html' })
  })
})
