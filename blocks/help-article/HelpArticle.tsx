import { Container, resolveHref, RichText, usePageEnv, useTranslation } from '../../engine/sdk.ts'
import {
  ArticleLinkList,
  HelpBreadcrumbs,
  helpLink,
  helpArticleLayout,
  helpPage,
  type HelpArticlePage,
} from '../../features/help-centre/index.ts'
import type { HelpArticleProps } from './props.gen.ts'

/** An article page: breadcrumbs, the article's markup, and the other articles of its section. */
export function HelpArticle({ data }: HelpArticleProps & { data: HelpArticlePage }) {
  const { t } = useTranslation()
  const env = usePageEnv()
  const { centre, article, category, section, related } = data
  // An article not yet translated into the page's language is marked as written in its own, for screen readers.
  const contentLanguage = article.locale.split('-')[0]
  return (
    <section className={helpPage} data-help-article={article.id}>
      <Container>
        <HelpBreadcrumbs
          crumbs={[
            { label: t(`helpCentre.centreTitle.${centre}`), href: resolveHref(helpLink(centre, 'home'), env) },
            { label: category.title, href: resolveHref(helpLink(centre, 'category', category.id), env) },
            { label: section.title, href: resolveHref(helpLink(centre, 'section', section.id), env) },
            { label: article.title },
          ]}
        />
        <div className={helpArticleLayout}>
          <article lang={contentLanguage === env.language ? undefined : article.locale}>
            <h1>{article.title}</h1>
            <RichText markup={article.body} />
          </article>
          {related.length > 0 ? (
            <aside aria-labelledby={`related-${article.id}`}>
              <h2 id={`related-${article.id}`}>{t('helpCentre.article.related')}</h2>
              <ArticleLinkList articles={related} centre={centre} />
            </aside>
          ) : null}
        </div>
      </Container>
    </section>
  )
}
