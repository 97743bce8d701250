import { styled } from '@linaria/react'
import { useTranslation } from '../shared/i18n/useTranslation.tsx'
import type { ChromeModel } from '../model/chromeModel.ts'
import { color, font, mediaUp, radius, space } from '../theme/tokens.ts'

const Section = styled.section`
  max-width: 960px;
  margin: 0 auto;
  padding: ${space.xl} ${space.md} ${space.xxl};
  ${mediaUp('mi')} {
    padding: ${space.xxl} ${space.xl};
  }
  .status {
    margin: 0 0 ${space.sm};
    font-size: 0.875rem;
    font-weight: 700;
    letter-spacing: 0.08em;
    color: ${color.accentText};
  }
  h1 {
    margin: 0 0 ${space.md};
    font-size: ${font.sizeH2};
    line-height: 1.15;
    overflow-wrap: anywhere;
  }
  p {
    margin: 0 0 ${space.lg};
    color: ${color.textMuted};
    font-size: 1.125rem;
  }
  h2 {
    margin: 0 0 ${space.sm};
    font-size: 1rem;
  }
`

const Links = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${space.sm};
  ${mediaUp('sm')} {
    grid-template-columns: repeat(3, 1fr);
  }
  a {
    display: flex;
    align-items: center;
    justify-content: space-between;
    min-height: 56px;
    padding: ${space.sm} ${space.md};
    border: 1px solid ${color.border};
    border-radius: ${radius.md};
    font-weight: 700;
    text-decoration: none;
  }
  a::after {
    content: '→';
    color: ${color.accentText};
  }
  a:hover {
    border-color: ${color.text};
  }
`

/**
 * SPEC §2, §8: the 404 page of a market, with links to branches, the fleet and home; with `status` 500, the market
 * language's 500 page, with the same ways on (issue 26: local error pages).
 */
export function NotFoundView({ links, status = 404 }: { links: ChromeModel['notFound']; status?: 404 | 500 }) {
  const { t } = useTranslation()
  const texts = status === 404 ? 'errors.notFound' : 'errors.serverError'
  return (
    <Section aria-labelledby="error-heading" data-status={status}>
      <p className="status">{status}</p>
      <h1 id="error-heading">{t(`${texts}.heading`)}</h1>
      <p>{t(`${texts}.text`)}</p>
      <h2>{t('errors.notFound.linksLabel')}</h2>
      <Links>
        {links.branches && (
          <li>
            <a href={links.branches} data-link="branches">
              {t('errors.notFound.branches')}
            </a>
          </li>
        )}
        {links.fleet && (
          <li>
            <a href={links.fleet} data-link="fleet">
              {t('errors.notFound.fleet')}
            </a>
          </li>
        )}
        <li>
          <a href={links.home} data-link="home">
            {t('errors.notFound.home')}
          </a>
        </li>
      </Links>
    </Section>
  )
}
