/**
 * How long browsers and CDNs keep each file of the built site. One place, read by `npm run serve` and by the
 * `_headers` file the build writes for static hosts, so both cache the same way.
 */

/** A file whose name carries a hash of its content: a new build gives new content a new name. */
export const IMMUTABLE = 'public, max-age=31536000, immutable'
/**
 * Pages (and the micro-apps' bootstrapper, robots.txt, sitemap.xml) name the current hashed assets: a cached
 * old page could name files a new deploy removed, so every use asks again (a 304 with the ETag costs a few bytes).
 */
export const REVALIDATE = 'public, max-age=0, must-revalidate'
/** Images keep their names when they change: an hour, then served stale for a day while the cache revalidates. */
export const SHORT = 'public, max-age=3600, stale-while-revalidate=86400'

const IMAGE = /\.(webp|avif|png|jpe?g|gif|svg|ico)$/i
/** Vite's names (chunk-BDDDkkr2.js, engine_x.D70HW-a0.js), the page CSS bundles (blocks.U80I-tTqUK.css), the micro-apps' (main-dRMub2h4.js). */
const HASHED_NAME = /[.-][\w-]{8,}\.(m?js|css)$/
/** Only the build's own output folders hold hashed names; elsewhere a long name is just a long name. */
const HASHED_FOLDERS = /^\/(assets|web-apps\/[^/]+)\//

export function isHashedAsset(urlPath: string): boolean {
  return HASHED_FOLDERS.test(urlPath) && HASHED_NAME.test(urlPath)
}

export function cacheControlFor(urlPath: string): string {
  if (isHashedAsset(urlPath)) return IMMUTABLE
  if (IMAGE.test(urlPath)) return SHORT
  return REVALIDATE
}
