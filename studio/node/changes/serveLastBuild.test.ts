// The studio serves the last build's pages under /studio/before/ and never a file outside the build's client folder.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { serveLastBuild } from './serveLastBuild.ts'

let root: string
const files: Record<string, string> = {
  'dist/client/fr-ch/index.html': '<link rel="stylesheet" href="/assets/static/chrome.css"><h1>Accueil</h1>',
  'dist/client/assets/static/chrome.css': 'body{background:url(/images/a.webp)}',
  'dist/client/images/a.webp': 'RIFF',
  'dist/client/_headers': '/*\n  x-internal: 1',
  'dist/secret.txt': 'outside the client folder',
  'secret.txt': 'outside the build',
}

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'serve-last-build-'))
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, file)), { recursive: true })
    writeFileSync(join(root, file), text)
  }
})
afterAll(() => rmSync(root, { recursive: true, force: true }))

interface Served {
  status?: number
  headers: Record<string, string | number>
  body: string
  next: boolean
}

function get(url: string, method = 'GET'): Served {
  const served: Served = { headers: {}, body: '', next: false }
  const response = {
    writeHead(status: number, headers: Record<string, string | number>) {
      served.status = status
      served.headers = headers
    },
    end(body?: string | Buffer) {
      served.body = body === undefined ? '' : body.toString()
    },
  } as unknown as ServerResponse
  serveLastBuild(root)({ url, method } as IncomingMessage, response, () => {
    served.next = true
  })
  return served
}

describe('serveLastBuild', () => {
  it("serves a directory's index.html with the page's absolute URLs moved under /studio/before", () => {
    const page = get('/studio/before/fr-ch/')
    expect(page.status).toBe(200)
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(page.body).toBe('<link rel="stylesheet" href="/studio/before/assets/static/chrome.css"><h1>Accueil</h1>')
    expect(get('/studio/before/fr-ch?studio').body).toContain('<h1>Accueil</h1>')
  })

  it('serves the same when mounted at /studio/before, where connect strips the mount path from url', () => {
    const served: { body?: string } = {}
    const response = { writeHead() {}, end: (body: string) => Object.assign(served, { body }) } as unknown as ServerResponse
    const mounted = { url: '/fr-ch/', originalUrl: '/studio/before/fr-ch/', method: 'GET' } as unknown as IncomingMessage
    serveLastBuild(root)(mounted, response, () => {})
    expect(served.body).toContain('<h1>Accueil</h1>')
  })

  it('serves stylesheets and images with their content types', () => {
    const css = get('/studio/before/assets/static/chrome.css')
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8')
    expect(css.body).toBe('body{background:url(/studio/before/images/a.webp)}')
    expect(get('/studio/before/images/a.webp').headers['content-type']).toBe('image/webp')
    expect(get('/studio/before/images/a.webp', 'HEAD')).toMatchObject({ status: 200, body: '' })
  })

  it.each([
    '/studio/before/../secret.txt',
    '/studio/before/../../secret.txt',
    '/studio/before/..%2f..%2fsecret.txt',
    '/studio/before/%2e%2e/secret.txt',
    '/studio/before/fr-ch/..%5c..%5c..%5csecret.txt',
    '/studio/before/_headers',
  ])('refuses %s, a file outside the build or internal to it', (url) => {
    const served = get(url)
    expect(served.status).toBe(403)
    expect(served.body).not.toContain('outside')
  })

  it('answers 404 for a page the last build does not have, and leaves other paths and methods to the next middleware', () => {
    expect(get('/studio/before/de-ch/').status).toBe(404)
    expect(get('/fr-ch/').next).toBe(true)
    expect(get('/studio/beforehand/').next).toBe(true)
    expect(get('/studio/before/fr-ch/', 'POST').next).toBe(true)
  })
})
