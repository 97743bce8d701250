import { styled } from '@linaria/react'
import { useTranslation } from '../../shared/i18n/useTranslation.tsx'
import type { LanguageLink } from '../../model/chromeModel.ts'
import { space } from '../../theme/tokens.ts'

const List = styled.ul`
  list-style: none;
  display: flex;
  gap: ${space.xs};
  margin: 0;
  padding: 0;
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    min-width: 44px;
    justify-content: center;
    padding: 0 ${space.sm};
    text-transform: uppercase;
    font-weight: 600;
    text-decoration: none;
  }
  a[aria-current='true'] {
    text-decoration: underline;
    text-underline-offset: 4px;
  }
`

/** Links to this page in the market's other languages; hidden when the market has one language. */
export function LanguageSwitcher({ links }: { links: LanguageLink[] }) {
  const { t } = useTranslation()
  if (links.length < 2) return null
  return (
    <nav aria-label={t('header.languageSwitcher')}>
      <List>
        {links.map((link) => (
          <li key={link.language}>
            <a href={link.href} hrefLang={link.language} lang={link.language} aria-current={link.current ? 'true' : undefined}>
              <span aria-hidden="true">{link.language}</span>
              <span className="visually-hidden">{t(link.labelKey)}</span>
            </a>
          </li>
        ))}
      </List>
    </nav>
  )
}
