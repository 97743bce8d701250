import { styled } from '@linaria/react'
import { color, space, usePageEnv } from '../../engine/sdk.ts'
import type { HelpCentre } from '../web-api/index.ts'
import { helpArticleHref } from './helpHref.ts'
import { helpLink } from './helpLinks.ts'

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    padding: ${space.sm} 0;
    border-bottom: 1px solid ${color.border};
  }
  a {
    color: inherit;
    font-weight: 600;
  }
  p {
    margin: ${space.xs} 0 0;
    color: ${color.textMuted};
  }
  /* Titles as headings keep the size of a list entry (a class, not a style attribute: the CSP forbids those). */
  h2,
  h3 {
    font-size: 1.0625rem;
    margin: 0;
  }
`

export interface ArticleLink {
  id: string
  title: string
  excerpt?: string
}

/**
 * Links to help articles (page:help-article/<id>, or the ride help centre's), with their first words when given; an
 * article not published in the page's language links to it in a language the market offers, saying which (hreflang).
 */
export function ArticleLinkList({
  articles,
  headingLevel,
  centre = 'rent',
}: {
  articles: ArticleLink[]
  headingLevel?: 'h2' | 'h3'
  centre?: HelpCentre
}) {
  const env = usePageEnv()
  const Title = headingLevel ?? 'span'
  return (
    <List>
      {articles.map((article) => {
        const { href, hreflang } = helpArticleHref(env, helpLink(centre, 'article', article.id))
        return (
          <li key={article.id}>
            <Title>
              <a href={href} hrefLang={hreflang}>
                {article.title}
              </a>
            </Title>
            {article.excerpt ? <p>{article.excerpt}</p> : null}
          </li>
        )
      })}
    </List>
  )
}
