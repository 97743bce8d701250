import { markup, type ApiContext, type EscapedMarkup } from '../../engine/dataSdk.ts'
import type { HelpCentre, HelpSearchResponse } from '../web-api/index.ts'
import { helpQueryProblem } from './helpQueryProblem.ts'
import { markedParts } from './markedParts.ts'

/**
 * Search without JavaScript. The results page is static, so a visitor without JavaScript who submits the
 * GET form gets the page back with the query in its URL. The page carries an empty
 * `<noscript data-help-search-nojs="{config}">`: the site server (tools/serve/) runs the search and fills
 * it in. A browser running JavaScript ignores noscript content, and the island searches instead.
 */
export const NO_SCRIPT_SEARCH_ATTRIBUTE = 'data-help-search-nojs'

/** What the page tells the server: where to search, in which words to answer, and how results look. */
export interface NoScriptSearchConfig {
  centre: HelpCentre
  /** ISO 3166 alpha-2, upper case, as the API wants it. */
  country: string
  api: ApiContext
  texts: Record<'resultsFor' | 'resultCount' | 'noResults' | 'noResultsHint' | 'contactLink' | 'tooShort' | 'tooLong' | 'error', string>
  /** An article's URL with "{id}" where the article id goes. */
  articleHref: string
  contactHref: string
  /** Class names of the island's own elements, so both look the same. */
  classes: { results: string; error: string }
}

/** What happened to the query: the server's search, or why none ran. */
export type NoScriptOutcome =
  | { kind: 'answer'; answer: HelpSearchResponse }
  | { kind: 'error' }
  | { kind: 'invalid'; problem: 'tooShort' | 'tooLong' }

/** A query worth sending to the API, or the problem the visitor is shown instead (SPEC §5 lengths). */
export function noScriptQueryProblem(query: string): 'tooShort' | 'tooLong' | undefined {
  const problem = helpQueryProblem(query)
  return problem === 'tooLong' ? 'tooLong' : problem ? 'tooShort' : undefined
}

/** "{{name}}" in a resolved text, filled with escaped values. */
function fill(text: string, values: Record<string, string | number>): EscapedMarkup {
  const parts = text.split(/\{\{\s*(\w+)\s*\}\}/)
  return markup`${parts.map((part, index) => (index % 2 === 1 ? markup`${String(values[part] ?? '')}` : markup`${part}`))}`
}

function highlighted(text: string, terms: string[]): EscapedMarkup {
  return markup`${markedParts(text, terms).map((part) => (part.marked ? markup`<mark>${part.text}</mark>` : markup`${part.text}`))}`
}

/** The noscript content for one query: a heading, then the results, the problem or the error, in the page's words. */
export function noScriptResultsHtml(config: NoScriptSearchConfig, query: string, outcome: NoScriptOutcome): string {
  const { texts, classes } = config
  if (outcome.kind === 'invalid') return markup`<p class="${classes.error}" role="alert">${texts[outcome.problem]}</p>`.text
  if (outcome.kind === 'error') return markup`<p class="${classes.error}" role="alert">${texts.error}</p>`.text
  const { answer } = outcome
  const heading = markup`<h2>${fill(texts.resultsFor, { query })}</h2>`
  if (answer.total === 0) {
    return markup`${heading}<p><strong>${texts.noResults}</strong></p><p>${texts.noResultsHint}</p><p><a href="${config.contactHref}">${texts.contactLink}</a></p>`
      .text
  }
  const items = answer.results.map(
    (hit) =>
      markup`<li><h3><a href="${config.articleHref.replace('{id}', encodeURIComponent(hit.id))}">${highlighted(hit.title, hit.terms)}</a></h3><p>${highlighted(hit.excerpt, hit.terms)}</p></li>`,
  )
  return markup`${heading}<p>${fill(texts.resultCount, { count: answer.total })}</p><ol class="${classes.results}">${items}</ol>`.text
}
