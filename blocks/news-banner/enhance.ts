import type { IslandEnhancer } from '../../engine/sdk.ts'
import { isBannerHash } from './isBannerHash.ts'
import type { NewsBannerProps } from './props.gen.ts'

/**
 * The banner in the browser: no React. The server renders it (the hash is unknown there); here it follows the
 * hash (SPEC §2), hidden for any other than the root one.
 */
const enhance: IslandEnhancer<NewsBannerProps> = (element) => {
  const banner = element.querySelector<HTMLElement>('[data-testid="news-banner"]')
  if (!banner) return
  const follow = () => (banner.hidden = !isBannerHash(window.location.hash))
  follow()
  window.addEventListener('hashchange', follow)
}

export default enhance
