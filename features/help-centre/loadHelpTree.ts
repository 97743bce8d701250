import { parseMarkup, type DataApi, type PageLinkKey } from '../../engine/dataSdk.ts'
import type { HelpArticle, HelpCategory, HelpCentre, HelpSection } from '../web-api/index.ts'

/** A help centre as the build reads it for one market language: every category, section and article. */
export interface HelpTree {
  categories: HelpCategory[]
  sections: HelpSection[]
  articles: HelpArticle[]
}

/** A link target inside the help centre: what breadcrumbs and lists show. */
export interface HelpLink {
  id: string
  title: string
}

/**
 * Reads a help centre through the web API: categories, each category's sections, each section's
 * articles (with their bodies). The route sources of the help pages all call this; the build caches
 * the calls, so the market language asks each question once.
 */
export async function loadHelpTree(api: DataApi, country: string, centre: HelpCentre = 'rent'): Promise<HelpTree> {
  const code = country.toUpperCase()
  const categories = await api.helpCategories({ centre, country: code })
  const sections = (
    await Promise.all(categories.map((category) => api.helpSections({ centre, country: code, categoryId: category.id })))
  ).flat()
  const articles = (await Promise.all(sections.map((section) => api.helpArticles({ centre, country: code, sectionId: section.id })))).flat()
  return { categories, sections, articles }
}

/**
 * Stops the build for an article whose body is not valid content markup, naming the article, the
 * market language and the parser's message with its line and column inside the body.
 */
export function assertArticleMarkup(article: HelpArticle, where: { market: string; locale: string }): void {
  const [problem] = parseMarkup(article.body).problems
  if (problem)
    throw new Error(
      `help article "${article.id}" for market ${where.market} (${where.locale}) has invalid content markup at line ${problem.line}, column ${problem.column} of its body: ${problem.message}`,
    )
}

/**
 * The page links a help-centre island may show: the help centre, the results and contact pages and every article.
 * An island receives only the links its props name, and search results are only known in the browser,
 * so its loader hands these over as data.
 */
export async function helpIslandLinks(api: DataApi, country: string): Promise<PageLinkKey[]> {
  const tree = await loadHelpTree(api, country)
  return [
    'page:help-center',
    'page:help-search/search',
    'page:help-contact/contact',
    ...tree.articles.map((article): PageLinkKey => `page:help-article/${article.id}`),
  ]
}
