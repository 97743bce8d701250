import { styled } from '@linaria/react'
import { CardGrid, Container, usePageEnv, useTranslation } from '../../engine/sdk.ts'
import { ArticleLinkList, helpHref, helpLink, helpCard, helpPage } from '../../features/help-centre/index.ts'
import type { HelpHomeData } from './data.ts'
import type { HelpHomeProps } from './props.gen.ts'

const ContactLink = styled.p`
  margin-top: 2rem;
`

const MoreHelp = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1.5rem;
  margin: 1rem 0 0;
  padding: 0;
  list-style: none;
`

/** The help centre's home below its search box (help-search-box): popular articles, then every category. */
export function HelpHome({ centre = 'rent', data }: HelpHomeProps & { data: HelpHomeData }) {
  const { t } = useTranslation()
  const env = usePageEnv()
  return (
    <section className={helpPage} data-help-home>
      <Container>
        {/* The rent home's heading is in its search box (help-search-box); the ride help centre has no search. */}
        {centre === 'ride' ? <h1>{t('helpCentre.home.heading')}</h1> : null}
        <h2>{t('helpCentre.home.featured')}</h2>
        <ArticleLinkList articles={data.featured} centre={centre} />
        <h2>{t('helpCentre.home.categories')}</h2>
        <CardGrid>
          {data.categories.map((category) => (
            <li key={category.id} className={helpCard}>
              <h3>
                <a href={helpHref(env, helpLink(centre, 'category', category.id))}>{category.title}</a>
              </h3>
              <p>{category.description}</p>
              <p>{t('helpCentre.articleCount', { count: category.articleCount })}</p>
            </li>
          ))}
        </CardGrid>
        {centre === 'rent' ? (
          <>
            <ContactLink className="lead">
              <a href={helpHref(env, 'page:help-contact/contact')}>{t('helpCentre.home.contactLink')}</a>
            </ContactLink>
            {/* Plain links, so that the search page and the ride help centre are reachable by a link (issue 27 §3):
                a crawler does not submit the search form, and the ride help centre is built only where ride is offered. */}
            <MoreHelp>
              <li>
                <a href={helpHref(env, 'page:help-search/search')}>{t('helpCentre.search.heading')}</a>
              </li>
              {env.links['page:ride-help-center/home'] ? (
                <li>
                  <a href={env.links['page:ride-help-center/home']}>{t('rideNavigation.help')}</a>
                </li>
              ) : null}
            </MoreHelp>
          </>
        ) : null}
      </Container>
    </section>
  )
}
