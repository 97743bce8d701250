import { Container, resolveHref, usePageEnv, useTranslation } from '../../engine/sdk.ts'
import { ArticleLinkList, HelpBreadcrumbs, helpHref, helpLink, helpPage, type HelpCategoryPage } from '../../features/help-centre/index.ts'
import type { HelpCategoryProps } from './props.gen.ts'

/** A category page: its sections, each with its articles and a link to the section's own page. */
export function HelpCategory({ data }: HelpCategoryProps & { data: HelpCategoryPage }) {
  const { t } = useTranslation()
  const env = usePageEnv()
  const { centre, category, sections } = data
  return (
    <section className={helpPage} data-help-category={category.id}>
      <Container>
        <HelpBreadcrumbs
          crumbs={[
            { label: t(`helpCentre.centreTitle.${centre}`), href: resolveHref(helpLink(centre, 'home'), env) },
            { label: category.title },
          ]}
        />
        <h1>{category.title}</h1>
        <p className="lead">{category.description}</p>
        {sections.map((section) => (
          <div key={section.id}>
            <h2>
              <a href={helpHref(env, helpLink(centre, 'section', section.id))}>{section.title}</a>
            </h2>
            <ArticleLinkList articles={section.articles} centre={centre} />
          </div>
        ))}
      </Container>
    </section>
  )
}
