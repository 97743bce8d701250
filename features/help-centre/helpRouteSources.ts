import { defineRouteSource, type RouteSource } from '../../engine/dataSdk.ts'
import type { HelpArticle, HelpCentre } from '../web-api/index.ts'
import type { HelpArticlePage } from '../../sources/help-articles.item.gen.ts'
import type { HelpCategoryPage } from '../../sources/help-categories.item.gen.ts'
import type { HelpSectionPage } from '../../sources/help-sections.item.gen.ts'
import { helpArticleDescription, helpPageDescription } from './helpPageDescription.ts'
import { assertArticleMarkup, loadHelpTree } from './loadHelpTree.ts'
import { writtenInLanguageOf } from './writtenInLanguageOf.ts'

// The items' data: types generated from the sources' item schemas (sources/help-*.item.schema.json, `npm run gen`).
export type { HelpArticlePage, HelpCategoryPage, HelpSectionPage }

/**
 * Whether a category's or section's page is published in a page's language: when at least one of its articles is
 * written in it. A help seed nests articles in their section and category, so the page's title is then in the
 * language too; a category or section none of whose articles is is not published under it (issue 27 §1), and links
 * lead to it in a language the market offers (helpHref).
 */
const publishedIn = (articles: readonly HelpArticle[], locale: string) =>
  articles.some((article) => writtenInLanguageOf(article.locale, locale))

/** One page per category of a help centre, at <page slug>/<prefix>categories/<id>/. */
export function helpCategoriesSource(centre: HelpCentre, slugPrefix = ''): RouteSource<HelpCategoryPage> {
  return defineRouteSource<HelpCategoryPage>({
    async load({ api, country, locale }) {
      const tree = await loadHelpTree(api, country, centre)
      const ofCategory = (id: string) => tree.articles.filter((article) => article.categoryId === id)
      return tree.categories
        .filter((category) => publishedIn(ofCategory(category.id), locale))
        .map((category) => {
          const data: HelpCategoryPage = {
            centre,
            category: { id: category.id, title: category.title, description: category.description },
            sections: tree.sections
              .filter((section) => section.categoryId === category.id)
              .map((section) => ({
                id: section.id,
                title: section.title,
                articles: tree.articles.filter((article) => article.sectionId === section.id).map(({ id, title }) => ({ id, title })),
              })),
          }
          return {
            key: category.id,
            slug: `${slugPrefix}categories/${category.id}`,
            title: category.title,
            description: helpPageDescription(
              category.description,
              tree.articles.filter((article) => article.categoryId === category.id).map((article) => article.title),
            ),
            data,
          }
        })
    },
  })
}

/** One page per section of a help centre, at <page slug>/<prefix>sections/<id>/. */
export function helpSectionsSource(centre: HelpCentre, slugPrefix = ''): RouteSource<HelpSectionPage> {
  return defineRouteSource<HelpSectionPage>({
    async load({ api, country, locale }) {
      const tree = await loadHelpTree(api, country, centre)
      const ofSection = (id: string) => tree.articles.filter((article) => article.sectionId === id)
      return tree.sections
        .filter((section) => publishedIn(ofSection(section.id), locale))
        .map((section) => {
          const category = tree.categories.find((candidate) => candidate.id === section.categoryId)!
          const data: HelpSectionPage = {
            centre,
            category: { id: category.id, title: category.title },
            section: { id: section.id, title: section.title },
            articles: tree.articles
              .filter((article) => article.sectionId === section.id)
              .map(({ id, title, excerpt }) => ({ id, title, excerpt })),
          }
          return {
            key: section.id,
            slug: `${slugPrefix}sections/${section.id}`,
            title: section.title,
            description: helpPageDescription(
              `${category.title}: ${section.title}`,
              data.articles.map((article) => article.title),
            ),
            data,
          }
        })
    },
  })
}

/**
 * One page per article of a help centre, at <page slug>/<prefix>articles/<id>/, in every market
 * language (the same key everywhere, so the languages are each other's alternates). An article whose
 * body is not valid content markup stops the build, naming the article, market and message.
 *
 * An article not yet written in the page's language (the API's answer fell back to another language's text) is not
 * published under it (issue 27 §1): no page, so no sitemap entry and no hreflang alternate claims it; the help
 * centre's lists link it in a language the market offers (ArticleLinkList, PageEnv.otherLanguageLink).
 */
export function helpArticlesSource(centre: HelpCentre, slugPrefix = ''): RouteSource<HelpArticlePage> {
  return defineRouteSource<HelpArticlePage>({
    async load({ api, country, market, locale }) {
      const tree = await loadHelpTree(api, country, centre)
      return tree.articles
        .filter((article) => writtenInLanguageOf(article.locale, locale))
        .map((article) => {
          assertArticleMarkup(article, { market, locale })
          const category = tree.categories.find((candidate) => candidate.id === article.categoryId)!
          const section = tree.sections.find((candidate) => candidate.id === article.sectionId)!
          const data: HelpArticlePage = {
            centre,
            article,
            category: { id: category.id, title: category.title },
            section: { id: section.id, title: section.title },
            related: tree.articles
              .filter((other) => other.sectionId === article.sectionId && other.id !== article.id)
              .map(({ id, title }) => ({ id, title })),
          }
          return {
            key: article.id,
            slug: `${slugPrefix}articles/${article.id}`,
            title: article.title,
            description: helpArticleDescription(article.title, article.excerpt),
            data,
          }
        })
    },
  })
}
