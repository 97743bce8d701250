import { styled } from '@linaria/react'
import { useSyncExternalStore } from 'react'
import { color, space, useHref, useTranslation } from '../../engine/sdk.ts'
import type { NewsBannerProps } from './props.gen.ts'
import { isBannerHash } from './isBannerHash.ts'

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

function subscribeToHash(onChange: () => void): () => void {
  window.addEventListener('hashchange', onChange)
  return () => window.removeEventListener('hashchange', onChange)
}

/** On the server and during hydration the hash is unknown and treated as empty, so the banner renders. */
export function NewsBanner({ banner_text, banner_url, banner_display = true }: NewsBannerProps) {
  const { t } = useTranslation()
  const href = useHref(banner_url)
  const hash = useSyncExternalStore(subscribeToHash, () => window.location.hash, () => '')
  if (!banner_display || !isBannerHash(hash)) return null
  return (
    <Banner aria-label={t('newsBanner.label')} data-testid="news-banner">
      <a href={href}>{t(banner_text)}</a>
    </Banner>
  )
}
