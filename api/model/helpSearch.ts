import MiniSearch from 'minisearch'
import { markupPlainText } from '../../engine/markup/markupPlainText.ts'
import type { HelpSearchResult } from '../../features/web-api/index.ts'
import { foldTerm } from '../../features/help-centre/data.ts'
import type { HelpContent } from './helpContent.ts'
import { helpSearchTerm } from './helpSearchTerm.ts'

const indexes = new WeakMap<HelpContent, MiniSearch>()

function indexOf(content: HelpContent): MiniSearch {
  let index = indexes.get(content)
  if (!index) {
    index = new MiniSearch({
      fields: ['title', 'headings', 'text', 'section'],
      storeFields: [],
      processTerm: helpSearchTerm(content.locale),
    })
    const sectionTitles = new Map(content.sections.map((section) => [section.id, section.title]))
    index.addAll(
      content.articles.map((article) => ({
        id: article.id,
        title: article.title,
        section: sectionTitles.get(article.sectionId),
        ...markupPlainText(article.body),
      })),
    )
    indexes.set(content, index)
  }
  return index
}

/**
 * The words of a text whose terms the search matched, folded as the highlighter compares them: the index holds stems
 * ("kaucj"), the visitor reads words ("kaucji"), so the words to mark are found again in the text itself.
 */
function matchedWords(texts: readonly string[], terms: readonly string[], termOf: (word: string) => string): string[] {
  const wanted = new Set(terms)
  const words = texts.flatMap((text) => text.match(/[\p{L}\p{N}]+/gu) ?? [])
  return [...new Set(words.filter((word) => wanted.has(termOf(word))).map(foldTerm))]
}

/**
 * Ranked search over one help centre in its language (stemmed, see helpSearchTerm; MiniSearch: BM25 with prefix matching, so "depo" finds
 * "deposit", and fuzzy matching, one edit in words of 4 letters and two from 7, so "deposti" does too). Titles weigh most.
 */
export function searchHelp(content: HelpContent, query: string, limit: number): { total: number; results: HelpSearchResult[] } {
  const found = indexOf(content).search(query, {
    prefix: (term) => term.length >= 3,
    fuzzy: (term) => (term.length >= 7 ? 2 : term.length >= 4 ? 1 : false),
    boost: { title: 3, headings: 2, section: 1.5 },
    combineWith: 'OR',
  })
  const byId = new Map(content.articles.map((article) => [article.id, article]))
  const termOf = helpSearchTerm(content.locale)
  const results = found.slice(0, limit).map((hit) => {
    const article = byId.get(String(hit.id))!
    return {
      id: article.id,
      title: article.title,
      excerpt: article.excerpt,
      categoryId: article.categoryId,
      sectionId: article.sectionId,
      score: Math.round(hit.score * 1000) / 1000,
      terms: matchedWords([article.title, article.excerpt], hit.terms, termOf),
    }
  })
  return { total: found.length, results }
}
