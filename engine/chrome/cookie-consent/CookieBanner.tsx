import { styled } from '@linaria/react'
import { useTranslation } from '../../shared/i18n/useTranslation.tsx'
import type { ChromeModel } from '../../model/chromeModel.ts'
import { color, shadow, layer, mediaUp, radius, space } from '../../theme/tokens.ts'

/**
 * Non-modal: it sits on layer 5000 at the bottom and never traps focus. While it shows, the chrome
 * script reserves its height at the end of the page and in scroll padding, so nothing stays hidden
 * behind it, the page's main action included.
 */
const Banner = styled.section`
  position: fixed;
  left: 0;
  right: 0;
  bottom: 0;
  z-index: ${layer.cookieBanner};
  max-height: 45vh;
  overflow-y: auto;
  background: ${color.background};
  color: ${color.text};
  border-top: 1px solid ${color.border};
  box-shadow: ${shadow.banner};
  padding: 12px ${space.md};
  font-size: 0.875rem;
  line-height: 1.45;
  /* A long word ("statistikkinformasjonskapsler") breaks rather than widening the banner past a 320 px screen. */
  overflow-wrap: anywhere;
  /* No choice stored: shown from the first paint (the head's engine/shared/runtime/consentHint.ts), not when the chrome script runs. */
  :root[data-consent='pending'] &[hidden] {
    display: block;
  }
  /*
   * From "md" a compact bar along the bottom edge: texts beside the two choices, categories on one line.
   * It was a 520 px box floating above the bottom right corner, where it covered the search button and
   * the offer buttons at 1440 x 900 even when they were scrolled to: the space the chrome script reserves
   * is the banner's height, and the box also stood 24 px off the edge. Flush with the edge, the reserved
   * height is exactly what it covers.
   */
  ${mediaUp('md')} {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    column-gap: ${space.xl};
    align-items: center;
    font-size: 0.9375rem;
    padding: ${space.md} max(${space.xl}, calc((100% - var(--max-content-width)) / 2 + ${space.xl}));
    & > :not(:last-child) {
      grid-column: 1;
    }
    & > :last-child {
      grid-column: 2;
      grid-row: 1 / span 3;
    }
    /* The grid display must not override the hidden attribute the chrome script toggles. */
    &[hidden] {
      display: none;
    }
    :root[data-consent='pending'] &[hidden] {
      display: grid;
    }
    ul {
      display: flex;
      flex-wrap: wrap;
      gap: 0 ${space.lg};
      margin: 0;
    }
  }
  h2 {
    margin: 0 0 ${space.xs};
    font-size: 1.125rem;
  }
  p {
    margin: 0 0 ${space.xs};
  }
  ul {
    list-style: none;
    margin: 0 0 ${space.sm};
    padding: 0;
    display: grid;
    gap: 2px;
  }
  li {
    display: flex;
    gap: ${space.sm};
    align-items: baseline;
  }
  li strong {
    white-space: nowrap;
  }
  li span {
    color: ${color.textMuted};
  }
`

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm};
  /*
   * A long text on a small screen makes the banner scroll within its 45 % of the screen: the two choices stay in
   * sight at its foot (in Arabic at 320 x 640 the first one was cut off).
   */
  position: sticky;
  bottom: -12px;
  margin: 0 -${space.md} -12px;
  padding: ${space.sm} ${space.md} 12px;
  background: ${color.background};
  ${mediaUp('md')} {
    position: static;
    flex-wrap: nowrap;
    margin: 0;
    padding: 0;
  }
  button {
    flex: 1 1 140px;
    min-height: 44px;
    padding: ${space.sm} ${space.md};
    border-radius: ${radius.sm};
    font: inherit;
    font-weight: 700;
    cursor: pointer;
  }
  [data-consent-choice='all'] {
    border: 2px solid ${color.primary};
    background: ${color.primary};
    color: ${color.onPrimary};
  }
  [data-consent-choice='limited'] {
    border: 2px solid ${color.text};
    background: transparent;
    color: ${color.text};
  }
`

/**
 * The cookie consent banner (SPEC §2, §4): accept all, or the limited version with essential cookies only.
 * It says the choice can be changed in the footer's cookie settings only where the page has that link.
 */
export function CookieBanner({ consent, settingsInFooter }: { consent: ChromeModel['consent']; settingsInFooter: boolean }) {
  const { t } = useTranslation()
  return (
    <Banner
      aria-labelledby="cookie-banner-title"
      data-cookie-banner
      data-cookie-prefix={consent.cookiePrefix}
      data-tag-manager-src={consent.tagManagerSrc}
      data-consent-loader-src={consent.consentLoaderSrc}
      tabIndex={-1}
      hidden
    >
      <h2 id="cookie-banner-title">{t('cookieConsent.title')}</h2>
      <p>{t(settingsInFooter ? 'cookieConsent.text' : 'cookieConsent.textWithoutSettings')}</p>
      <ul aria-label={t('cookieConsent.categories')}>
        <li>
          <strong>{t('cookieConsent.essential.title')}</strong> <span>{t('cookieConsent.essential.text')}</span>
        </li>
        <li>
          <strong>{t('cookieConsent.performance.title')}</strong> <span>{t('cookieConsent.performance.text')}</span>
        </li>
      </ul>
      <Actions>
        <button type="button" data-consent-choice="all">
          {t('cookieConsent.acceptAll')}
        </button>
        <button type="button" data-consent-choice="limited">
          {t('cookieConsent.limited')}
        </button>
      </Actions>
    </Banner>
  )
}
