// Protects the server-rendered HTML of content markup: semantic elements, market links, safe new windows, footnotes with back-links, and no third-party video before consent.
import { describe, expect, it } from 'vitest'
import { renderBlockToString, testEnv } from '../testing/renderBlockToString.tsx'
import { RichText, type RichTextProps } from './RichText.tsx'

const JULY_2026 = new Date(2026, 6, 15)
const render = (markup: string, props: Partial<RichTextProps> = {}, locale = 'en-US') =>
  renderBlockToString(RichText, { markup, now: JULY_2026, ...props }, testEnv, locale).replaceAll('<!-- -->', '')

describe('RichText', () => {
  it('renders headings as h2 and h3, text, lists, bold and italic', () => {
    const html = render('# Rent\n\nSome **bold** and *italic*.\n\n- one\n  - two\n\n1. first\n\n## Child\n\nMore.')
    expect(html).toContain('<h2>Rent</h2>')
    expect(html).toContain('<p>Some <strong>bold</strong> and <em>italic</em>.</p>')
    expect(html).toContain('<ul><li>one<ul><li>two</li></ul></li></ul>')
    expect(html).toContain('<ol><li>first</li></ol>')
    expect(html).toContain('<h3>Child</h3>')
  })

  it('makes the first # heading the page h1 and its ## children h2 when the text is the page (legal pages)', () => {
    const html = render('# Privacy policy\n\nIntro.\n\n## Your rights\n\nText.\n\n# Cookies\n\nMore.', { titleHeading: true })
    expect(html).toContain('<h1>Privacy policy</h1>')
    expect(html).toContain('<h2>Your rights</h2>')
    expect(html).toContain('<h2>Cookies</h2>')
    expect(html.match(/<h1>/g)).toHaveLength(1)
  })

  it('resolves {product} links through the market links and renders a missing page as plain text', () => {
    const html = render('# A\n\nGo [home]({product}start#top) or [plus]({product}plus).')
    expect(html).toContain('<a href="/de-de/#top">home</a>')
    expect(html).toContain(' or plus.')
    expect(html).not.toContain('page:plus')
  })

  it('opens _ links in a new window without opener, and renders _cta: links as buttons', () => {
    const html = render('# A\n\n[terms](_https://example.com/t)\n\n[Book](_cta:{product}online-booking)')
    expect(html).toContain(
      'href="https://example.com/t" target="_blank" rel="noopener noreferrer">terms<span class="visually-hidden"> (opens in a new window)</span></a>',
    )
    expect(html).toMatch(/<p><a href="\/de-de\/booking\/" data-cta="" class="[^"]+">Book<\/a><\/p>/)
  })

  it('links footnote references to an ordered list with back-links', () => {
    const html = render('# A\n\nOne[^1] two[^2] again[^1].\n\n[^1]: First.\n[^2]: Second.')
    const ids = [...html.matchAll(/ id="([^"]+)"/g)].map((match) => match[1])
    expect(new Set(ids).size).toBe(ids.length)
    const reference = /<sup><a href="#([^"]+)" id="([^"]+)" aria-label="Footnote 1">1<\/a><\/sup>/.exec(html)!
    expect(html).toContain(
      `<li id="${reference[1]}" value="1">First. <a href="#${reference[2]}" aria-label="Back to reference 1">↩</a></li>`,
    )
    expect(html).toMatch(/<ol data-footnotes="true" aria-label="Footnotes">/)
  })

  it('fills short codes: year, branch, city, season range in the market date format; missing values are empty', () => {
    expect(render('# A\n\n© {{currentYear}} {{branchName}} in {{cityName}}.', { values: { cityName: 'Berlin' } })).toContain(
      '<p>© 2026  in Berlin.</p>',
    )
    expect(render('# A\n\n{{season:winter}}')).toContain(
      '<time dateTime="2026-01-01">01.01.2026</time> – <time dateTime="2026-03-31">31.03.2026</time>',
    )
    expect(render('# A\n\n{{season:autumn}}', {}, 'en-US')).toContain('31.12.2026')
    expect(render('# A\n\n{{branchName}}')).not.toContain('undefined')
  })

  it('renders a video as a link to it with a translated label, never an iframe', () => {
    const html = render('# A\n\n{{video:intro-1}}', {}, 'de-DE')
    expect(html).not.toContain('<iframe')
    expect(html).toContain('href="https://video.example.com/watch/intro-1" data-video-embed="intro-1"')
    expect(html).toContain('Video ansehen')
  })

  it('escapes < and > and never renders HTML from the text', () => {
    const html = render('# A\n\n<script>alert(1)</script> <img src=x onerror=alert(1)>')
    expect(html).not.toMatch(/<(script|img)/)
    expect(html).toContain('&lt;script&gt;')
  })
})
