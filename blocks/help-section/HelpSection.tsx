import { Container, resolveHref, usePageEnv, useTranslation } from '../../engine/sdk.ts'
import { ArticleLinkList, HelpBreadcrumbs, helpLink, helpPage, type HelpSectionPage } from '../../features/help-centre/index.ts'
import type { HelpSectionProps } from './props.gen.ts'

/** A section page: its articles with their first words. */
export function HelpSection({ data }: HelpSectionProps & { data: HelpSectionPage }) {
  const { t } = useTranslation()
  const env = usePageEnv()
  const { centre, category, section, articles } = data
  return (
    <section className={helpPage} data-help-section={section.id}>
      <Container>
        <HelpBreadcrumbs
          crumbs={[
            { label: t(`helpCentre.centreTitle.${centre}`), href: resolveHref(helpLink(centre, 'home'), env) },
            { label: category.title, href: resolveHref(helpLink(centre, 'category', category.id), env) },
            { label: section.title },
          ]}
        />
        <h1>{section.title}</h1>
        <ArticleLinkList articles={articles} headingLevel="h2" centre={centre} />
      </Container>
    </section>
  )
}
