// Stored XSS through site.json: an origin with markup in it passed validation and was pasted into every page's
// head, sitemap.xml and robots.txt. Origins are now plain origins, and every value written there is escaped.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { fromRepo } from '../../engine/node/repoRoot.ts'
import { validateProject } from '../../engine/node/validate/validateProject.ts'
import { writeSitemap } from '../../engine/node/output/writeSitemap.ts'
import type { SiteIndex } from '../../engine/model/siteIndex.ts'
import { headLinks } from '../../engine/server/headLinks.ts'
import { formatProblem } from '../../engine/shared/problem.ts'

const HOSTILE = 'https://www.example.com"><img src=x onerror=alert(4)>'

function siteProblems(change: (site: Record<string, unknown>) => void): string[] {
  const site = JSON.parse(readFileSync(fromRepo('site.json'), 'utf8'))
  change(site)
  const { problems } = validateProject((file) =>
    file === 'site.json' ? JSON.stringify(site, null, 2) : readFileSync(fromRepo(file), 'utf8'),
  )
  return problems.filter((problem) => problem.file === 'site.json' && problem.severity === 'error').map(formatProblem)
}

describe('site.json origins are plain origins', () => {
  it.each([
    HOSTILE,
    'https://www.example.com/',
    'https://www.example.com/de',
    'https://www.example.com?x',
    'https://Www.Example.com',
    'javascript://x',
    'https://exa mple.com',
    'https://a.com\nSitemap: https://evil',
  ])('origin %j is refused at its position', (origin) => {
    expect(siteProblems((site) => (site.origin = origin))).toEqual([
      expect.stringMatching(/^site\.json:3:\d+ {2}\/origin {2}must be a plain origin such as https:\/\/www\.example\.com/),
    ])
  })

  it('an origin in marketOrigins with markup is refused too', () => {
    expect(siteProblems((site) => (site.marketOrigins = { ch: HOSTILE }))).toEqual([
      expect.stringContaining('/marketOrigins/ch  must be a plain origin'),
    ])
  })

  it.each([
    'https://www.example.com',
    'http://localhost:3000',
    'https://shop.example.co.uk:8443',
    'http://127.0.0.1:4105',
    'https://[::1]:8443',
  ])('origin %j is accepted', (origin) => {
    expect(siteProblems((site) => (site.origin = origin))).toEqual([])
  })
})

describe('what the engine writes with an origin is escaped', () => {
  it('the head links of a page carry the origin as one attribute value', () => {
    const html = headLinks({
      canonical: `${HOSTILE}/en-us/`,
      alternates: [{ hreflang: 'en-US', href: `${HOSTILE}/en-us/` }],
      xDefault: `${HOSTILE}/`,
    }).text
    expect(html).not.toContain('<img')
    expect(html).toContain('href="https://www.example.com&quot;&gt;&lt;img src=x onerror=alert(4)&gt;/en-us/"')
    expect(html.match(/<link /g)).toHaveLength(3)
  })

  it('sitemap.xml and robots.txt stay well-formed with a hostile origin', () => {
    const folder = mkdtempSync(join(tmpdir(), 'sitemap-'))
    try {
      writeSitemap({ routes: [], links: { origin: `${HOSTILE}\nDisallow: /` } } as unknown as SiteIndex, folder)
      const index = readFileSync(join(folder, 'sitemap.xml'), 'utf8')
      const sitemap = readFileSync(join(folder, 'sitemaps/market-chooser.xml'), 'utf8')
      expect(index + sitemap).not.toContain('<img')
      expect(sitemap).toContain('<loc>https://www.example.com&quot;&gt;&lt;img src=x onerror=alert(4)&gt;\nDisallow: //</loc>')
      expect(index).toContain(
        '<loc>https://www.example.com&quot;&gt;&lt;img src=x onerror=alert(4)&gt;\nDisallow: //sitemaps/market-chooser.xml</loc>',
      )
      const robots = readFileSync(join(folder, 'robots.txt'), 'utf8').trimEnd().split('\n')
      expect(robots).toHaveLength(4)
      expect(robots[3]).toBe('Sitemap: https://www.example.com%22%3E%3Cimg%20src=x%20onerror=alert(4)%3E%0ADisallow:%20//sitemap.xml')
    } finally {
      rmSync(folder, { recursive: true, force: true })
    }
  })
})
