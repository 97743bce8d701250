import { describe, expect, it } from 'vitest'
import { renderAuthorErrorDocument, renderErrorDocument } from './renderErrorDocument.tsx'
import { DocumentsInvalid } from './siteState.ts'

/** The document vike would send: its template with the values in (escaped ones already are, in these pages). */
type Template = { _template: { templateStrings: string[]; templateVariables: (string | { _escaped: string })[] } }
const htmlOf = (document: unknown) => {
  const { templateStrings, templateVariables } = (document as Template)._template
  return templateStrings.map((text, index) => text + (index < templateVariables.length ? (typeof templateVariables[index] === 'string' ? templateVariables[index] : (templateVariables[index] as { _escaped: string })._escaped) : '')).join('')
}

const problem = { severity: 'error' as const, file: 'pages/start.json', line: 7, column: 15, pointer: '/blocks/0/type', rule: 'unknownBlockType', message: 'unknown block type "heros": did you mean "hero"?' }

describe('an author error in the dev server', () => {
  it('is shown as an author error with the file, line, place and what to do, not as the visitor\'s 500 page', () => {
    const html = htmlOf(renderAuthorErrorDocument(new DocumentsInvalid([problem, { ...problem, severity: 'warning', line: 9, message: 'a warning' }])))
    expect(html).toContain('<title>Author error: 1 problem(s) in the documents</title>')
    expect(html).toMatch(/<h1>Author error: (<!-- -->)?1(<!-- -->)? problem(<!-- -->)? in the documents<\/h1>/)
    expect(html.replace(/<!-- -->/g, '')).toContain('<code>pages/start.json:7:15</code> /blocks/0/type')
    expect(html).toContain('/blocks/0/type')
    expect(html).toContain('unknown block type &quot;heros&quot;: did you mean &quot;hero&quot;?')
    expect(html).not.toContain('Something went wrong')
  })

  it('the visitor\'s 500 page names no document problem', () => {
    const html = htmlOf(renderErrorDocument(500))
    expect(html).toContain('Something went wrong')
    expect(html).not.toContain('pages/')
  })
})
