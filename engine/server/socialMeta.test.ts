import { describe, expect, it } from 'vitest'
import type { BlockList } from '../shared/types/page.gen.ts'
import { shareImageOf } from '../model/shareImage.ts'
import { homeStructuredData } from './homeStructuredData.ts'
import { socialMeta } from './socialMeta.ts'

const hero = { filename_disk: 'airport-hero-desktop.webp', width: 1600, height: 640, alt: 'common.decorative' }
const site = { filename_disk: 'start-hero-desktop.webp', width: 1600, height: 640, alt: 'common.decorative' }

describe('shareImageOf: the image a shared link shows', () => {
  it("takes the page's own, else the first image of its blocks, else the site's", () => {
    const own = { ...hero, filename_disk: 'own.webp' }
    const blocks = [
      { id: 'a', type: 'rich-text', props: {} },
      { id: 'b', type: 'hero', props: { hero_image_desktop: hero, hero_image_mobile: site } },
    ] as unknown as BlockList
    expect(shareImageOf({ shareImage: own, blocks }, site)).toBe(own)
    expect(shareImageOf({ blocks }, site)).toBe(hero)
    expect(shareImageOf({ blocks: [] }, site)).toBe(site)
    expect(shareImageOf({ blocks: [] }, undefined)).toBeUndefined()
  })
})

describe('socialMeta: Open Graph and Twitter cards', () => {
  const model = {
    title: 'Autovermietung | Rentaro',
    description: 'Mieten "günstig" <sofort>',
    url: 'https://www.example.com/de-de/',
    locale: 'de-DE',
    siteName: 'Rentaro',
    origin: 'https://www.example.com',
    image: hero,
    imageAlt: 'Ein Auto',
  }

  it('names the page, its locale in Open Graph spelling and an absolute image, escaped', () => {
    const html = socialMeta(model).text
    expect(html).toContain('<meta property="og:locale" content="de_DE">')
    expect(html).toContain('<meta property="og:image" content="https://www.example.com/images/airport-hero-desktop.webp">')
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">')
    expect(html).toContain('content="Mieten &quot;günstig&quot; &lt;sofort&gt;"')
    expect(html).not.toContain('<sofort>')
  })

  it('is a summary card without an image', () => {
    const html = socialMeta({ ...model, image: undefined }).text
    expect(html).toContain('<meta name="twitter:card" content="summary">')
    expect(html).not.toContain('og:image')
  })
})

describe('homeStructuredData: Organization and WebSite of a market home', () => {
  it('describes the site search as a SearchAction, and no value can end the script', () => {
    const html = homeStructuredData({
      brandName: 'Ren</script><script>alert(1)</script>',
      origin: 'https://www.example.com',
      homeUrl: 'https://www.example.com/de-de/',
      locale: 'de-DE',
      search: { url: 'https://www.example.com/de-de/help-center/search/', parameter: 'q' },
    }).text
    expect(html.match(/<script type="application\/ld\+json">/g)).toHaveLength(2)
    expect(html.match(/<\/script>/g)).toHaveLength(2)
    const [organization, website] = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(([, json]) =>
      JSON.parse(json),
    )
    expect(organization).toMatchObject({ '@type': 'Organization', url: 'https://www.example.com/' })
    expect(website).toMatchObject({
      '@type': 'WebSite',
      inLanguage: 'de-DE',
      publisher: { '@id': organization['@id'] },
      potentialAction: { target: { urlTemplate: 'https://www.example.com/de-de/help-center/search/?q={search_term_string}' } },
    })
  })

  it('has no SearchAction where the market has no search page', () => {
    const html = homeStructuredData({
      brandName: 'Rentaro',
      origin: 'https://x.example',
      homeUrl: 'https://x.example/',
      locale: 'en-US',
    }).text
    expect(html).not.toContain('SearchAction')
  })
})
