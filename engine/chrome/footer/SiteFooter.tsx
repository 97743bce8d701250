import { styled } from '@linaria/react'
import { useTranslation } from '../../shared/i18n/useTranslation.tsx'
import type { ChromeLink, ChromeModel } from '../../model/chromeModel.ts'
import { usePageEnv } from '../../shared/PageEnv.tsx'
import { color, mediaUp, radius, space } from '../../theme/tokens.ts'
import { ExternalIcon } from '../icons.tsx'

const Footer = styled.footer`
  margin-top: ${space.xxl};
  background: ${color.background};
  color: ${color.text};
  padding: ${space.xl} 0 calc(${space.lg} + var(--cookie-banner-space, 0px));
  font-size: 0.9375rem;
`

const Inner = styled.div`
  max-width: var(--max-content-width);
  margin: 0 auto;
  padding: 0 ${space.md};
  display: grid;
  gap: ${space.xl};
  ${mediaUp('mi')} {
    padding: 0 ${space.xl};
  }
  ${mediaUp('md')} {
    grid-template-columns: 2fr 1fr 1fr 1fr;
  }
  h2 {
    margin: 0 0 ${space.sm};
    font-size: 0.8125rem;
    text-transform: uppercase;
    letter-spacing: 0.08em;
    color: ${color.textMuted};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  a,
  button {
    display: inline-flex;
    align-items: center;
    gap: ${space.xs};
    min-height: 44px;
    color: inherit;
    text-underline-offset: 3px;
  }
  p {
    margin: 0;
  }
`

const LinkColumns = styled.ul`
  columns: 2 180px;
  column-gap: ${space.lg};
  li {
    break-inside: avoid;
  }
`

const FooterText = styled.p`
  margin-top: ${space.md} !important;
  color: ${color.textMuted};
`

const Apps = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm};
  a {
    padding: 0 ${space.md};
    border: 1px solid ${color.controlBorder};
    border-radius: ${radius.sm};
    text-decoration: none;
    font-weight: 600;
  }
`

const Bottom = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.xs} ${space.lg};
  padding-top: ${space.lg};
  border-top: 1px solid ${color.border};
  color: ${color.textMuted};
  ${mediaUp('md')} {
    grid-column: 1 / -1;
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 0 ${space.lg};
  }
  a,
  button {
    color: ${color.text};
  }
`

const CookieSettings = styled.button`
  padding: 0;
  border: 0;
  background: none;
  font: inherit;
  text-decoration: underline;
  cursor: pointer;
`

function FooterLink({ link }: { link: ChromeLink }) {
  const { t } = useTranslation()
  return (
    <a href={link.href} target={link.target} rel={link.rel}>
      {t(link.title)}
      {link.target === '_blank' && (
        <>
          <ExternalIcon />
          <span className="visually-hidden"> {t('footer.newWindow')}</span>
        </>
      )}
    </a>
  )
}

function LegalLinks({ footer }: { footer: ChromeModel['footer'] }) {
  const { t } = useTranslation()
  const env = usePageEnv()
  return (
    <ul>
      {footer.legal.map((link) => (
        <li key={link.title}>
          <FooterLink link={link} />
        </li>
      ))}
      {footer.cookieSettings && (
        <li>
          <CookieSettings type="button" data-cookie-settings>
            {t('footer.cookieSettings')}
          </CookieSettings>
        </li>
      )}
      <li>
        <a href={env.marketChooserHref}>{t('header.marketChooser')}</a>
      </li>
    </ul>
  )
}

/** The market's customer support (SPEC §3 support phone and mail, fictitious): on every page with the full footer. */
function SupportContact() {
  const { t } = useTranslation()
  const { support } = usePageEnv()
  if (!support) return null
  return (
    <section aria-labelledby="footer-support" data-footer-support>
      <h2 id="footer-support">{t('contactDetails.heading')}</h2>
      <ul>
        <li>
          <a href={`tel:${support.phoneDial}`}>
            <span className="visually-hidden">{t('contactDetails.phone')}: </span>
            <span dir="ltr">{support.phoneDisplay}</span>
          </a>
        </li>
        <li>
          <a href={`mailto:${support.mail}`}>
            <span className="visually-hidden">{t('contactDetails.mail')}: </span>
            {support.mail}
          </a>
        </li>
      </ul>
    </section>
  )
}

/** The market's footer (SPEC §2, §3): links, text, customer support, follow-us and app links, privacy, imprint and cookie settings. */
export function SiteFooter({ footer }: { footer: ChromeModel['footer'] }) {
  const { t } = useTranslation()
  const env = usePageEnv()
  return (
    <Footer data-theme="black" data-site-footer="full">
      <Inner>
        <div>
          <nav aria-label={t('footer.label')}>
            <LinkColumns>
              {footer.links.map((link) => (
                <li key={link.title}>
                  <FooterLink link={link} />
                </li>
              ))}
            </LinkColumns>
          </nav>
          <FooterText>{t(footer.text)}</FooterText>
        </div>
        <SupportContact />
        {footer.followUs.length > 0 && (
          <section aria-labelledby="footer-follow-us">
            <h2 id="footer-follow-us">{t('footer.followUs')}</h2>
            <ul>
              {footer.followUs.map((link) => (
                <li key={link.title}>
                  <FooterLink link={link} />
                </li>
              ))}
            </ul>
          </section>
        )}
        {footer.apps.length > 0 && (
          <section aria-labelledby="footer-apps">
            <h2 id="footer-apps">{t('footer.apps')}</h2>
            <Apps>
              {footer.apps.map((link) => (
                <li key={link.title}>
                  <FooterLink link={link} />
                </li>
              ))}
            </Apps>
          </section>
        )}
        <Bottom>
          <LegalLinks footer={footer} />
          <p>{t('footer.copyright', { year: footer.copyrightYear, brand: env.brandName })}</p>
        </Bottom>
      </Inner>
    </Footer>
  )
}

const Secondary = styled.footer`
  margin-top: ${space.xl};
  border-top: 1px solid ${color.border};
  padding: ${space.md} 0 calc(${space.md} + var(--cookie-banner-space, 0px));
  font-size: 0.875rem;
  color: ${color.textMuted};
  & > div {
    max-width: var(--content-width, var(--max-content-width));
    margin: 0 auto;
    padding: 0 ${space.md};
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: 0 ${space.lg};
    ${mediaUp('mi')} {
      padding: 0 ${space.xl};
    }
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-wrap: wrap;
    gap: 0 ${space.lg};
  }
  a,
  button {
    display: inline-flex;
    align-items: center;
    gap: ${space.xs};
    min-height: 44px;
    color: ${color.text};
  }
  p {
    margin: 0;
  }
`

/** The zen layout's secondary footer: one row of links (legal, cookie settings), no promotion. */
export function SecondaryFooter({ footer }: { footer: ChromeModel['footer'] }) {
  const { t } = useTranslation()
  const env = usePageEnv()
  return (
    <Secondary data-site-footer="secondary">
      <div>
        <nav aria-label={t('footer.label')}>
          <LegalLinks footer={footer} />
        </nav>
        <p>{t('footer.copyright', { year: footer.copyrightYear, brand: env.brandName })}</p>
      </div>
    </Secondary>
  )
}
