// A frame only some pages embed (the booking page's payment provider) is allowed on those pages only: their own
// Content-Security-Policy replaces the site's (detached, then set), and every other page keeps frame-src 'none'.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { DEFAULT_API_SETTINGS } from '../../shared/api/apiSettings.ts'
import { pagePatterns } from './collectPolicyInputs.ts'
import { headersFor, readHeadersFile } from './headersFile.ts'
import { writeDeliveryHeaders } from './prepareDelivery.ts'

let folder: string | undefined
afterEach(() => folder && rmSync(folder, { recursive: true, force: true }))

function site(pages: Record<string, string>): string {
  folder = mkdtempSync(join(tmpdir(), 'page-frames-'))
  for (const [file, html] of Object.entries(pages)) {
    mkdirSync(dirname(join(folder, file)), { recursive: true })
    writeFileSync(join(folder, file), html)
  }
  return folder
}

const csp = (headers: Record<string, string>) => headers['content-security-policy'] ?? ''

describe('frames of some pages only', () => {
  it('lets the booking pages frame the payment provider and no other page', () => {
    const root = site({
      'index.html': '<main>home</main>',
      'de-de/booking/index.html': '<div data-micro-app="phoenix"></div>',
      'ar-ae/booking/index.html': '<div data-micro-app="phoenix"></div>',
      'de-de/account/index.html': '<div data-micro-app="mysixt"></div>',
    })
    writeDeliveryHeaders(root, {
      api: DEFAULT_API_SETTINGS,
      tagManagerSrc: '/tm.js',
      videoOrigin: 'https://video.example.com',
      origin: 'https://www.example.com',
      pageFrames: [{ marker: 'data-micro-app="phoenix"', origins: ['https://pay.example.com'] }],
    })
    const file = readFileSync(join(root, '_headers'), 'utf8')
    expect(file).toContain('/:market/booking/\n  ! Content-Security-Policy\n  Content-Security-Policy: ')
    const rules = readHeadersFile(root)!
    for (const path of ['/de-de/booking/', '/ar-ae/booking/index.html'])
      expect(csp(headersFor(rules, path))).toContain('frame-src https://pay.example.com;')
    for (const path of ['/', '/de-de/account/', '/de-de/booking/x.js']) {
      expect(csp(headersFor(rules, path))).toContain("frame-src 'none'")
      expect(csp(headersFor(rules, path))).not.toContain('pay.example.com')
    }
    // One policy on the page, never the site's joined to it (two policies would both apply: the stricter would win).
    expect(csp(headersFor(rules, '/de-de/booking/')).split(', ')).toHaveLength(1)
  })

  it('writes a page in every market as one pattern', () => {
    expect(pagePatterns('de-de/booking/index.html')).toEqual(['/:market/booking/', '/:market/booking/index.html'])
    expect(pagePatterns('booking.html')).toEqual(['/booking.html'])
  })
})
