import { styled } from '@linaria/react'
import { useTranslation } from 'react-i18next'
import { resolveHref, usePageEnv } from '../shared/PageEnv.tsx'
import { linkTargetAttributes } from '../shared/linkTarget.ts'
import type { FooterDocument } from '../shared/types/footer.gen.ts'
import { color, mediaUp, space } from '../theme/tokens.ts'

const Footer = styled.footer`
  margin-top: ${space.xxl};
  background: ${color.inverseBackground};
  color: ${color.inverseText};
  padding: ${space.xl} 0;
  font-size: 0.9375rem;
`

const Inner = styled.div`
  max-width: var(--max-content-width);
  margin: 0 auto;
  padding: 0 ${space.md};
  display: grid;
  gap: ${space.lg};
  ${mediaUp('mi')} {
    padding: 0 ${space.xl};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-wrap: wrap;
    gap: ${space.sm} ${space.lg};
  }
  a {
    display: inline-block;
    padding: ${space.xs} 0;
  }
  p {
    margin: 0;
  }
`

export function SiteFooter({ footer, secondary }: { footer: FooterDocument; secondary: boolean }) {
  const { t } = useTranslation()
  const env = usePageEnv()
  return (
    <Footer>
      <Inner>
        <nav aria-label={t('footer.label')}>
          <ul>
            {footer.links.map((link) => {
              const attributes = linkTargetAttributes(link.target)
              return (
                <li key={link.title}>
                  <a href={resolveHref(link.url, env)} {...attributes}>
                    {t(link.title)}
                    {attributes.target === '_blank' && <span className="visually-hidden"> {t('footer.newWindow')}</span>}
                  </a>
                </li>
              )
            })}
            <li>
              <a href={env.marketChooserHref}>{t('header.marketChooser')}</a>
            </li>
          </ul>
        </nav>
        {!secondary && <p>{t(footer.footer_text)}</p>}
        <p>{t('footer.copyright', { year: 2026, brand: env.brandName })}</p>
      </Inner>
    </Footer>
  )
}
