import { styled } from '@linaria/react'
import { color, space, StructuredData, usePageEnv, useTranslation } from '../../engine/sdk.ts'

export interface Crumb {
  label: string
  /** Omitted for the page itself (the last crumb). */
  href?: string
}

const Nav = styled.nav`
  margin: 0 0 ${space.md};
  font-size: 0.9375rem;
  ol {
    display: flex;
    flex-wrap: wrap;
    gap: ${space.xs};
    list-style: none;
    margin: 0;
    padding: 0;
  }
  li:not(:last-child)::after {
    content: '/';
    margin-inline-start: ${space.xs};
    color: ${color.textMuted};
  }
  a {
    color: inherit;
  }
`

/**
 * Where the page sits in the help centre, as a list of links and as schema.org BreadcrumbList
 * structured data, whose item URLs are absolute (the market's origin before the page's own links).
 */
export function HelpBreadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  const { t } = useTranslation()
  const { origin } = usePageEnv()
  const structured = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      ...(crumb.href ? { item: new URL(crumb.href, origin).href } : {}),
    })),
  }
  return (
    <Nav aria-label={t('helpCentre.breadcrumbs')}>
      <ol>
        {crumbs.map((crumb, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a crumb is its place in the trail
          <li key={index}>{crumb.href ? <a href={crumb.href}>{crumb.label}</a> : <span aria-current="page">{crumb.label}</span>}</li>
        ))}
      </ol>
      <StructuredData value={structured} />
    </Nav>
  )
}
