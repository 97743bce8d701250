import { describe, expect, it } from 'vitest'
import { noScriptSearchPage } from './noScriptSearchFixture.ts'
import { takesNoScriptSearch, withNoScriptSearch } from './noScriptHelpSearch.ts'

const page = noScriptSearchPage()

describe('withNoScriptSearch (the site server fills in results for a browser without JavaScript)', () => {
  it('searches the in-process reference API and puts the results into the noscript, ranked and linked', async () => {
    expect(takesNoScriptSearch(page)).toBe(true)
    const html = await withNoScriptSearch(page, 'deposit')
    expect(html).toMatch(
      /<noscript data-help-search-nojs="[^"]+"><h2>Results for “deposit”<\/h2><p>Articles found: \d+<\/p><ol class="r1"><li>/,
    )
    expect(html).toContain('href="/en-us/help-center/articles/deposit-amount/"')
    expect(html).toContain('<mark>')
    expect(html).toContain('<input type="search" name="q" value="deposit" required/>')
  })

  it('finds articles for a word with a typo (fuzzy search)', async () => {
    expect(await withNoScriptSearch(page, 'depossit')).toContain('/articles/deposit-amount/')
  })

  it('answers the SPEC §5 message for a query that is too short or too long, without searching', async () => {
    expect(await withNoScriptSearch(page, 'ab')).toContain('<p class="e1" role="alert">Too short</p>')
    expect(await withNoScriptSearch(page, 'x'.repeat(101))).toContain('<p class="e1" role="alert">Too long</p>')
    expect(await withNoScriptSearch(page, '   ')).toContain('Too short')
  })

  it('says "No Articles Found" for nonsense and the error text when the API fails', async () => {
    expect(await withNoScriptSearch(page, 'qwxzvbnm')).toContain('No Articles Found')
    expect(await withNoScriptSearch(page, 'deposit', 'error@search')).toContain('Search failed')
  })

  it('escapes the query in the search field', async () => {
    expect(await withNoScriptSearch(page, '"><b>x')).toContain('name="q" value="&quot;&gt;&lt;b&gt;x"')
  })

  it('leaves a page without the placeholder as it is', async () => {
    expect(takesNoScriptSearch('<main></main>')).toBe(false)
    expect(await withNoScriptSearch('<main></main>', 'deposit')).toBe('<main></main>')
  })
})
