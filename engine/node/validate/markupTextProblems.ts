import { didYouMean, getMostSimilar } from '../../shared/getMostSimilar.ts'
import { parseMarkup } from '../../markup/parseMarkup.ts'

export interface MarkupTextProblem {
  /** The offending character, counted in the text. */
  offset: number
  message: string
  suggestions?: string[]
  /** A page a {product} link names that pages/ lacks. */
  refersTo?: string
}

/**
 * What validation says about one content-markup text: its markup mistakes, and each {product} link to a page id that
 * pages/ lacks. (A page that exists but that a market does not build is fine: the link renders as plain text there.)
 */
export function markupTextProblems(text: string, pageIds: ReadonlySet<string> | ReadonlyMap<string, unknown>): MarkupTextProblem[] {
  const parsed = parseMarkup(text)
  const problems: MarkupTextProblem[] = parsed.problems.map(({ offset, message }) => ({ offset, message }))
  for (const link of parsed.internalLinks) {
    const id = link.url.slice('page:'.length).split('#')[0]
    if (pageIds.has(id)) continue
    const suggestions = getMostSimilar(id, pageIds.keys()).map((s) => `{product}${s}`)
    problems.push({
      offset: link.offset,
      message: `there is no page with id "${id}" in pages/${didYouMean(suggestions)}`,
      suggestions,
      refersTo: `pages/${id}.json`,
    })
  }
  return problems
}
