import { describe, expect, it } from 'vitest'
import { renderAuthorErrorDocument, renderErrorDocument } from './renderErrorDocument.tsx'
import { DocumentsInvalid } from './preparedSite.ts'

const problem = {
  severity: 'error' as const,
  file: 'pages/start.json',
  line: 7,
  column: 15,
  pointer: '/blocks/0/type',
  rule: 'unknownBlockType',
  message: 'unknown block type "heros": did you mean "hero"?',
}

describe('an author error in the dev server', () => {
  it("is shown as an author error with the file, line, place and what to do, not as the visitor's 500 page", () => {
    const html = renderAuthorErrorDocument(
      new DocumentsInvalid([problem, { ...problem, severity: 'warning', line: 9, message: 'a warning' }]),
    )
    expect(html).toContain('<title>Author error: 1 problem(s) in the documents</title>')
    expect(html).toMatch(/<h1>Author error: (<!-- -->)?1(<!-- -->)? problem(<!-- -->)? in the documents<\/h1>/)
    expect(html.replace(/<!-- -->/g, '')).toContain('<code>pages/start.json:7:15</code> /blocks/0/type')
    expect(html).toContain('/blocks/0/type')
    expect(html).toContain('unknown block type &quot;heros&quot;: did you mean &quot;hero&quot;?')
    expect(html).not.toContain('Something went wrong')
  })

  it('a missing comma showed as 172 equal-looking problems: the root comes first and what follows from it is folded', () => {
    const root = { ...problem, rule: 'jsonSyntax', message: 'expected a comma' }
    const followOn = {
      ...problem,
      file: 'pages/faq.json',
      message: 'links to page:start, which does not load',
      causedBy: { file: 'pages/start.json', line: 7, column: 15 },
    }
    const html = renderAuthorErrorDocument(new DocumentsInvalid([root, ...Array.from({ length: 171 }, () => followOn)])).replace(
      /<!-- -->/g,
      '',
    )
    expect(html.indexOf('expected a comma')).toBeLessThan(html.indexOf('<details>'))
    expect(html).toContain('<summary>… and 171 problems that follow from it (fixing it fixes them)</summary>')
    expect(html.match(/<details>/g)).toHaveLength(1)
  })

  it("the visitor's 500 page names no document problem", () => {
    const html = renderErrorDocument(500)
    expect(html).toContain('Something went wrong')
    expect(html).not.toContain('pages/')
  })
})
