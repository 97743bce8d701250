import { styled } from '@linaria/react'
import { useTranslation } from 'react-i18next'
import { resolveHref, usePageEnv } from '../shared/PageEnv.tsx'
import { linkTargetAttributes } from '../shared/linkTarget.ts'
import type { NavigationDocument } from '../shared/types/navigation.gen.ts'
import { color, layer, mediaUp, space } from '../theme/tokens.ts'
import { LanguageSwitcher } from './LanguageSwitcher.tsx'
import type { LanguageLink } from '../server/createRenderModel.ts'
import { groupNavigation } from './groupNavigation.ts'

const Bar = styled.header`
  position: relative;
  z-index: ${layer.header};
  background: ${color.background};
  border-bottom: 1px solid ${color.border};
`

const Inner = styled.div`
  max-width: var(--max-content-width);
  margin: 0 auto;
  min-height: 68px;
  padding: 0 ${space.md};
  display: flex;
  align-items: center;
  gap: ${space.md};
  ${mediaUp('mi')} {
    padding: 0 ${space.xl};
  }
`

const Brand = styled.a`
  font-size: 1.5rem;
  font-weight: 800;
  letter-spacing: -0.02em;
  text-decoration: none;
  margin-right: auto;
  &::first-letter {
    color: #c2410c;
  }
`

const Menu = styled.details`
  summary {
    list-style: none;
    cursor: pointer;
    min-height: 44px;
    display: flex;
    align-items: center;
    gap: ${space.sm};
    font-weight: 600;
    padding: 0 ${space.sm};
  }
  summary::-webkit-details-marker {
    display: none;
  }
  /* Next to a language switcher the label does not fit a phone-wide header: only the icon shows
     there, and the label stays the summary's accessible name. */
  &[data-compact-label='true'] summary {
    min-width: 44px;
    justify-content: center;
  }
  &[data-compact-label='true'] summary > span {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
    ${mediaUp('sm')} {
      position: static;
      width: auto;
      height: auto;
      overflow: visible;
      clip: auto;
      white-space: normal;
    }
  }
  summary::before {
    content: '';
    width: 20px;
    height: 14px;
    background: linear-gradient(currentColor 0 0) top / 100% 2px no-repeat, linear-gradient(currentColor 0 0) center / 100% 2px no-repeat,
      linear-gradient(currentColor 0 0) bottom / 100% 2px no-repeat;
  }
  &[open] > div {
    display: grid;
  }
  & > div {
    position: absolute;
    left: 0;
    right: 0;
    top: 100%;
    background: ${color.background};
    border-bottom: 1px solid ${color.border};
    box-shadow: 0 12px 24px rgb(0 0 0 / 12%);
    padding: ${space.lg} ${space.md};
    gap: ${space.lg};
    grid-template-columns: 1fr;
    ${mediaUp('md')} {
      grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
      padding: ${space.lg} ${space.xl};
    }
  }
  h2 {
    margin: 0 0 ${space.sm};
    font-size: 0.875rem;
    text-transform: uppercase;
    letter-spacing: 0.06em;
    color: ${color.textMuted};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  li[data-gap-after='true'] {
    margin-bottom: ${space.md};
  }
  a {
    display: inline-block;
    padding: ${space.xs} 0;
    min-height: 32px;
  }
`

export function SiteHeader({ navigation, languageLinks, showMenu }: { navigation: NavigationDocument; languageLinks: LanguageLink[]; showMenu: boolean }) {
  const { t } = useTranslation()
  const env = usePageEnv()
  const groups = groupNavigation(navigation.nav_list)
  return (
    <Bar>
      <Inner>
        <Brand href={env.links['page:start'] ?? '/'} aria-label={t('header.homeLink', { brand: env.brandName })}>
          {env.brandName}
        </Brand>
        <LanguageSwitcher links={languageLinks} />
        {showMenu && groups.length > 0 && (
          <nav aria-label={t(navigation.navigation_text)}>
            <Menu data-compact-label={languageLinks.length > 1 ? 'true' : undefined}>
              <summary>
                <span>{t(navigation.navigation_text)}</span>
              </summary>
              <div>
                {groups.map((group) => (
                  <section key={group.title} aria-label={t(group.title)}>
                    <h2>{t(group.title)}</h2>
                    <ul>
                      {group.links.map((link) => (
                        <li key={link.title} data-gap-after={link.gap_after ? 'true' : undefined}>
                          <a href={resolveHref(link.url!, env)} {...linkTargetAttributes(link.target)}>
                            {t(link.title)}
                          </a>
                        </li>
                      ))}
                    </ul>
                  </section>
                ))}
              </div>
            </Menu>
          </nav>
        )}
      </Inner>
    </Bar>
  )
}
