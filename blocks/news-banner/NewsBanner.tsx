import { styled } from '@linaria/react'
import { color, space, useHref, useTranslation } from '../../engine/sdk.ts'
import type { NewsBannerProps } from './props.gen.ts'

const Banner = styled.aside`
  background: ${color.inverseBackground};
  color: ${color.inverseText};
  text-align: center;
  padding: ${space.sm} ${space.md};
  font-size: 0.9375rem;
  a {
    color: inherit;
    font-weight: 600;
    text-underline-offset: 3px;
  }
`

/**
 * Rendered on the server only (the hash is unknown there, so the banner renders); in the browser enhance.ts
 * hides it for a hash other than the root one, without React.
 */
export function NewsBanner({ banner_text, banner_url, banner_display = true }: NewsBannerProps) {
  const { t } = useTranslation()
  const href = useHref(banner_url)
  if (!banner_display) return null
  return (
    <Banner aria-label={t('newsBanner.label')} data-testid="news-banner">
      <a href={href}>{t(banner_text)}</a>
    </Banner>
  )
}
