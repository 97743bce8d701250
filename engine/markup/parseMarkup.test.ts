// Protects the rules of SPEC §5 for the content markup: each mistake gives the exact SPEC §8 message at the offending character.
import { describe, expect, it } from 'vitest'
import { markupMessages as m } from './markupMessages.ts'
import { parseMarkup } from './parseMarkup.ts'

/** Problems as "line:column offset message", the way a writer reads them. */
function problemsOf(text: string): string[] {
  return parseMarkup(text).problems.map((p) => `${p.line}:${p.column} @${p.offset} ${p.message}`)
}

describe('parseMarkup rules (SPEC §5, messages of SPEC §8)', () => {
  it.each([
    ['valid text has no problem', '# Rental\n\nBring your **licence**[^1].\n\n[^1]: A photo is not enough.\n', []],
    ['HTML tag', '# A\n\nText <b>bold</b>', [`3:6 @10 ${m.html}`, `3:13 @17 ${m.html}`]],
    ['HTML comment', '# A\n\n<!-- hidden -->', [`3:1 @5 ${m.html}`]],
    ['a "<" that starts no tag is text', '# A\n\n3 < 4 and 5 <= 6', []],
    ['text before the first heading', 'Hello\n# A\n\ntext', [`1:1 @0 ${m.headingFirst}`]],
    ['text starting with a ## heading', '## A\n\ntext', [`1:1 @0 ${m.headingFirst}`]],
    ['empty text', '', [`1:1 @0 ${m.headingFirst}`]],
    ['indented text before the first heading', '\n  Hello', [`2:3 @3 ${m.headingFirst}`]],
    ['heading without text', '# A\n\ntext\n\n#\n\nmore', [`5:1 @11 ${m.headingWithoutText}`]],
    ['heading without text after it', '# A\n# B\n\ntext', [`1:1 @0 ${m.headingWithoutText}`]],
    ['heading at the end', '# A\n\ntext\n\n## B\n', [`5:1 @11 ${m.headingWithoutText}`]],
    ['a level skip is an invalid sequence', '# A\n\ntext\n\n### C\n\nmore', [`5:1 @11 ${m.headingWithoutText}`]],
    ['a ## child paragraph is fine', '# A\n\n## B\n\ntext', []],
    ['footnotes apart', '# A\n\nOne[^1] two[^2]\n\n[^1]: a\n\nmiddle\n\n[^2]: b', [`9:1 @39 ${m.footnotesTogether}`]],
    ['footnote not referred to', '# A\n\nOne[^1]\n\n[^1]: a\n[^2]: b', [`6:1 @22 ${m.footnoteNotReferred('2')}`]],
    ['footnotes out of sequence', '# A\n\nOne[^2] two[^1]\n\n[^1]: a\n[^2]: b', [`3:4 @8 ${m.footnotesNotInSequence}`]],
    ['footnotes not numbered consecutively', '# A\n\nOne[^1] two[^3]\n\n[^1]: a\n[^3]: b', [`6:3 @32 ${m.footnotesNotConsecutive}`]],
    ['footnotes not starting at 1', '# A\n\nOne[^2]\n\n[^2]: a', [`5:3 @16 ${m.footnotesNotConsecutive}`]],
    ['footnote without text', '# A\n\nOne[^1]\n\n[^1]:', [`5:1 @14 ${m.footnoteWithoutText}`]],
    ['reference to a missing footnote', '# A\n\nOne[^1] two[^2]\n\n[^1]: a', [`3:12 @16 ${m.missingFootnote('2')}`]],
    ['footnotes are counted per paragraph', '# A\n\nOne[^1]\n\n[^1]: a\n\n# B\n\nTwo[^1]\n\n[^1]: b', []],
    ['unknown short code', '# A\n\nIn {{cityname}} now', [`3:4 @8 ${m.invalidShortCode}`]],
    ['unclosed short code', '# A\n\nIn {{cityName now', [`3:4 @8 ${m.invalidShortCode}`]],
    ['video without an id', '# A\n\n{{video:}}', [`3:1 @5 ${m.invalidShortCode}`]],
    ['known short codes', '# A\n\n© {{currentYear}} {{branchName}}, {{cityName}} {{video:abc-123}} {{season:winter}}', []],
    ['unknown season', '# A\n\nOpen in {{season:fall}}.', [`3:18 @22 ${m.invalidSeason('fall')}`]],
    ['data: link', '# A\n\n[click](data:text/html,x)', [`3:9 @13 ${m.unsafeLink}`]],
    ['protocol-relative link', '# A\n\n[click](//evil.example)', [`3:9 @13 ${m.unsafeLink}`]],
    ['link without title', '# A\n\n[](https://example.com)', [`3:1 @5 ${m.linkWithoutTitle}`]],
    ['escaped markup is text', '# A\n\n\\<b> \\{{x}} \\[^1]', []],
  ])('%s', (_name, text, expected) => {
    expect(problemsOf(text)).toEqual(expected)
  })

  it('allows 99 footnotes in a paragraph and rejects the 100th', () => {
    const text = (count: number) => {
      const numbers = Array.from({ length: count }, (_, i) => i + 1)
      return `# A\n\n${numbers.map((n) => `x[^${n}]`).join(' ')}\n\n${numbers.map((n) => `[^${n}]: note ${n}`).join('\n')}`
    }
    expect(problemsOf(text(99))).toEqual([])
    const [problem] = parseMarkup(text(100)).problems
    expect(problem.message).toBe(m.tooManyFootnotes)
    expect(problem.line).toBe(4 + 100)
    expect(problem.column).toBe(1)
  })

  it('never throws on broken input and reports line and column after \\r\\n line breaks', () => {
    expect(problemsOf('# A\r\n\r\n<i>')).toEqual([`3:1 @7 ${m.html}`])
  })
})

describe('parseMarkup tree (SPEC §3)', () => {
  it('builds paragraphs with a heading, blocks and child paragraphs', () => {
    const { tree } = parseMarkup('# Rent\n\nText with **bold** and *italic*.\n\n- one\n  - nested\n- two\n\n1. first\n\n## Child\n\nMore.')
    const [rent] = tree.paragraphs
    expect(rent.heading).toEqual([{ type: 'text', value: 'Rent' }])
    expect(rent.blocks.map((block) => block.type)).toEqual(['text', 'list', 'list'])
    expect(rent.blocks[0]).toEqual({
      type: 'text',
      content: [
        { type: 'text', value: 'Text with ' },
        { type: 'bold', children: [{ type: 'text', value: 'bold' }] },
        { type: 'text', value: ' and ' },
        { type: 'italic', children: [{ type: 'text', value: 'italic' }] },
        { type: 'text', value: '.' },
      ],
    })
    expect(rent.blocks[1]).toEqual({
      type: 'list',
      ordered: false,
      items: [
        {
          content: [{ type: 'text', value: 'one' }],
          list: { type: 'list', ordered: false, items: [{ content: [{ type: 'text', value: 'nested' }] }] },
        },
        { content: [{ type: 'text', value: 'two' }] },
      ],
    })
    expect(rent.blocks[2]).toMatchObject({ type: 'list', ordered: true })
    expect(rent.children).toEqual([
      {
        type: 'paragraph',
        level: 2,
        heading: [{ type: 'text', value: 'Child' }],
        blocks: [{ type: 'text', content: [{ type: 'text', value: 'More.' }] }],
        children: [],
      },
    ])
  })

  it('reads link prefixes: _ opens a new window, {product} links a page, _cta: makes a button', () => {
    const { tree, problems } = parseMarkup(
      '# A\n\nSee [terms](_https://example.com/terms), [Plus]({product}plus#prices) and [book](_cta:{product}start) now.\n\n[Book now](_cta:/booking/)',
    )
    expect(problems).toEqual([])
    const [text, cta] = tree.paragraphs[0].blocks
    expect(text.type === 'text' && text.content.filter((node) => node.type !== 'text')).toEqual([
      {
        type: 'link',
        url: 'https://example.com/terms',
        title: [{ type: 'text', value: 'terms' }],
        target: '_blank',
        isInternalLink: false,
      },
      { type: 'link', url: 'page:plus#prices', title: [{ type: 'text', value: 'Plus' }], target: '_self', isInternalLink: true },
      { type: 'cta', url: 'page:start', title: [{ type: 'text', value: 'book' }], target: '_self', isInternalLink: true },
    ])
    expect(cta).toEqual({
      type: 'cta',
      url: '/booking/',
      title: [{ type: 'text', value: 'Book now' }],
      target: '_self',
      isInternalLink: false,
    })
  })

  it('makes footnote references, a footnotes block and placeholders', () => {
    const { tree } = parseMarkup('# A\n\nIn {{cityName}}[^1], {{season:summer}}.\n\n[^1]: Only {{video:intro}}.')
    expect(tree.paragraphs[0].blocks).toEqual([
      {
        type: 'text',
        content: [
          { type: 'text', value: 'In ' },
          { type: 'placeholder', code: 'cityName' },
          { type: 'footnote', number: 1 },
          { type: 'text', value: ', ' },
          { type: 'placeholder', code: 'season', season: 'summer' },
          { type: 'text', value: '.' },
        ],
      },
      {
        type: 'footnotes',
        footnotes: [
          {
            number: 1,
            content: [
              { type: 'text', value: 'Only ' },
              { type: 'placeholder', code: 'video', id: 'intro' },
              { type: 'text', value: '.' },
            ],
          },
        ],
      },
    ])
  })

  it('keeps unmatched markup characters as text', () => {
    const { tree, problems } = parseMarkup('# A\n\n**open *one [two] 2 * 3')
    expect(problems).toEqual([])
    expect(tree.paragraphs[0].blocks).toEqual([{ type: 'text', content: [{ type: 'text', value: '**open *one [two] 2 * 3' }] }])
  })
})
