import { describe, expect, it } from 'vitest'
import { noScriptResultsHtml, type NoScriptSearchConfig } from './noScriptSearch.ts'

const config: NoScriptSearchConfig = {
  centre: 'rent',
  country: 'DE',
  api: { endpointBase: '/api', endpointBaseGrpc: '', acceptLanguage: 'en-US', tenantId: 6 },
  texts: {
    resultsFor: 'Results for “{{query}}”',
    resultCount: 'Articles found: {{count}}',
    noResults: 'No Articles Found',
    noResultsHint: 'Try other words.',
    contactLink: 'Contact us',
    tooShort: 'Please enter at least 3 characters to see relevant suggestions.',
    tooLong: "Your search can't be longer than 100 characters. Try something shorter",
    error: 'The search is not available right now.',
  },
  articleHref: '/en-us/help-center/articles/{id}/',
  contactHref: '/en-us/help-center/contact/',
  classes: { results: 'r1', error: 'e1' },
}
const hit = { id: 'deposit-amount', title: 'How much is the <deposit>?', excerpt: 'The deposit & more', terms: ['deposit'], score: 1 }

describe('noScriptResultsHtml (help search without JavaScript)', () => {
  it('lists the results with their links, the count and the matched words marked', () => {
    const html = noScriptResultsHtml(config, 'deposit', { kind: 'answer', answer: { query: 'deposit', total: 1, results: [hit] } as never })
    expect(html).toBe(
      '<h2>Results for “deposit”</h2><p>Articles found: 1</p><ol class="r1"><li><h3><a href="/en-us/help-center/articles/deposit-amount/">How much is the &lt;<mark>deposit</mark>&gt;?</a></h3><p>The <mark>deposit</mark> &amp; more</p></li></ol>',
    )
  })

  it('escapes the query the visitor typed, wherever a text shows it', () => {
    const html = noScriptResultsHtml(config, '"><script>alert(1)</script>', {
      kind: 'answer',
      answer: { query: 'x', total: 0, results: [] },
    })
    expect(html).not.toContain('<script>')
    expect(html).toContain('&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;')
  })

  it('says "No Articles Found" with a way on to the contact page', () => {
    const html = noScriptResultsHtml(config, 'qwxzv', { kind: 'answer', answer: { query: 'qwxzv', total: 0, results: [] } })
    expect(html).toContain('<strong>No Articles Found</strong>')
    expect(html).toContain('<a href="/en-us/help-center/contact/">Contact us</a>')
  })

  it.each([
    ['tooShort', 'Please enter at least 3 characters to see relevant suggestions.'],
    ['tooLong', 'Your search can&apos;t be longer than 100 characters. Try something shorter'],
  ] as const)('shows the %s message of SPEC §5 as an alert', (problem, text) => {
    expect(noScriptResultsHtml(config, 'ab', { kind: 'invalid', problem })).toBe(`<p class="e1" role="alert">${text}</p>`)
  })

  it('shows the error text when the API fails', () => {
    expect(noScriptResultsHtml(config, 'deposit', { kind: 'error' })).toContain('The search is not available right now.')
  })
})
