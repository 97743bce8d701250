// Protects the static host's 404 rules (issue 27 §7: "Netlify or Cloudflare Pages serve the English root 404 for
// /de-de/unknown and 200 for /de-de/404/"): every market language folder with a 404.html gets its catch-all 404 rule
// after its 404 page's own URLs, forced to 404, and Netlify's own parser reads the file without a complaint.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { parseAllRedirects } from '@netlify/redirect-parser'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { formatRedirectRules, redirectRules, writeRedirectsFile } from './redirectsFile.ts'

let client: string
beforeEach(() => {
  client = mkdtempSync(join(tmpdir(), 'redirects-file-'))
  const files = [
    '404.html',
    'index.html',
    'de-de/404.html',
    'de-de/index.html',
    'de-de-zentrovo/404.html',
    'pl-pl/index.html',
    'assets/app.js',
  ]
  for (const file of files) {
    mkdirSync(dirname(join(client, file)), { recursive: true })
    writeFileSync(join(client, file), 'x')
  }
})
afterEach(() => rmSync(client, { recursive: true, force: true }))

describe('redirectRules', () => {
  it('forces the 404 pages’ own URLs to 404, then sends unknown paths under each market prefix to its 404.html', () => {
    expect(
      formatRedirectRules(redirectRules(client))
        .split('\n')
        .filter((line) => line && !line.startsWith('#')),
    ).toEqual([
      '/404.html  /404.html  404!',
      '/404  /404.html  404!',
      '/de-de/404.html  /de-de/404.html  404!',
      '/de-de/404  /de-de/404.html  404!',
      '/de-de/*  /de-de/404.html  404',
      '/de-de-zentrovo/404.html  /de-de-zentrovo/404.html  404!',
      '/de-de-zentrovo/404  /de-de-zentrovo/404.html  404!',
      '/de-de-zentrovo/*  /de-de-zentrovo/404.html  404',
    ])
  })

  it('gives a market folder without a 404 page no rule (its unknown paths get the root 404.html)', () => {
    expect(redirectRules(client).some((rule) => rule.from.startsWith('/pl-pl/'))).toBe(false)
  })

  it('writes a file that Netlify’s parser reads whole, rule for rule', async () => {
    const rules = writeRedirectsFile(client)
    const parsed = await parseAllRedirects({ redirectsFiles: [join(client, '_redirects')], configRedirects: [], minimal: false })
    expect(parsed.errors).toEqual([])
    const read = parsed.redirects as { from: string; to: string; status: number; force: boolean }[]
    expect(read.map((rule) => [rule.from, rule.to, rule.status, rule.force])).toEqual(
      rules.map((rule) => [rule.from, rule.to, rule.status, rule.force]),
    )
    expect(readFileSync(join(client, '_redirects'), 'utf8')).toMatch(/^# Written by npm run build/)
  })
})
