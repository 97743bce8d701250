// Protects the local error pages (issue 26 §6; SPEC §2 "404 page with links to branches, fleet and home. There is also
// a 500 page", §8 the 404 text): every market language has its own 500 page as well as its 404 page, in its language
// and chrome, and the 404 page of a path outside every market lists each market's home page instead of one home link.
import { describe, expect, it } from 'vitest'
import { validateProject } from '../../engine/node/validate/validateProject.ts'
import { marketPageUrls } from '../../tools/prerender/pagesOfBuild.ts'
import { renderPage } from '../../engine/server/renderPage.ts'
import { marketChoices } from '../../engine/server/marketChoices.ts'

const site = validateProject().index!
const prepared = { site, blockData: new Map() }

describe('a market language’s 500 page', () => {
  it.each([
    ['/de-de/500/', 'de-DE', 'Bei uns ist etwas schiefgelaufen'],
    ['/fr-ch/500/', 'fr-CH', 'Un problème est survenu de notre côté'],
    ['/ar-ae/500/', 'ar-AE', 'dir="rtl"'],
    ['/en-us/500/', 'en-US', 'Something went wrong on our side'],
  ])('%s answers 500 in %s with its chrome, the ways on and noindex', (path, lang, text) => {
    const page = renderPage(prepared, path)
    expect(page.status).toBe(500)
    expect(page.html).toContain(`<html lang="${lang}"`)
    expect(page.html).toContain(text)
    expect(page.html).toContain('data-status="500"')
    expect(page.html).toContain('<meta name="robots" content="noindex">')
    expect(page.html).toMatch(/data-link="home"/)
    expect(page.html).toContain('data-menu-toggle')
  })

  it('is built for every market language, beside its 404 page', () => {
    const urls = marketPageUrls(site, undefined)
    const homes = site.routes.filter((route) => route.page.value.slug === '').map((route) => route.path)
    expect(homes.length).toBeGreaterThan(40)
    for (const home of homes) {
      expect(urls, home).toContain(`${home}500/`)
      expect(urls, home).toContain(`${home}404/`)
    }
  })
})

describe('the 404 page outside every market', () => {
  const page = renderPage(prepared, '/404.html')

  it('answers 404 with the SPEC §8 text, not indexed', () => {
    expect(page.status).toBe(404)
    expect(page.html).toContain('OH NO! THIS PAGE DOESN&#x27;T EXIST OR WAS REMOVED')
    expect(page.html).toContain('<meta name="robots" content="noindex">')
    expect(page.html).not.toContain('rel="canonical"')
  })

  it('links the home page of every market language, each named in its language', () => {
    const homes = marketChoices(site).flatMap((choice) => choice.languages)
    expect(homes.length).toBeGreaterThan(40)
    for (const home of homes) expect(page.html).toContain(`href="${home.href}"`)
    expect(page.html).toContain('Deutschland')
  })

  it('is what any unknown path outside the market prefixes renders', () => {
    expect(renderPage(prepared, '/no-such-market/page/').html).toBe(page.html)
  })
})
