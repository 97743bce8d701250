/**
 * The last build's pages are served under LAST_BUILD_PATH, beside the live dev pages, on the studio's origin. They
 * name their stylesheets, scripts, images and links by absolute path ("/assets/static/chrome.css", "/fr-ch/"), which
 * on this origin are the dev server's: every such URL is moved under LAST_BUILD_PATH, so a before page shows with its
 * own styles and its links lead to other before pages. (A <base> would not do: it changes relative URLs only.)
 * Scripts import each other by relative path (Vite's output), so they follow.
 */
export const LAST_BUILD_PATH = '/studio/before'

/** An absolute path, not a protocol-relative URL ("//cdn…"). */
const ABSOLUTE_PATH = /^\/(?!\/)/

function moved(url: string): string {
  return ABSOLUTE_PATH.test(url) ? `${LAST_BUILD_PATH}${url}` : url
}

/** "a.avif 800w, /b.avif 1200w": every candidate's URL. */
function movedCandidates(srcset: string): string {
  return srcset
    .split(',')
    .map((candidate) => candidate.replace(/^(\s*)(\S+)/, (_, space: string, url: string) => space + moved(url)))
    .join(',')
}

const URL_ATTRIBUTE = /(\s(?:src|href|action|poster)=)(["'])(.*?)\2/gi
const SRCSET_ATTRIBUTE = /(\s(?:srcset|imagesrcset)=)(["'])(.*?)\2/gi
const CSS_URL = /url\((\s*["']?)\/(?!\/)/gi

/** A stylesheet (or a page's inline styles) with its url(/…) under LAST_BUILD_PATH. */
export function lastBuildCss(css: string): string {
  return css.replace(CSS_URL, (_, opening: string) => `url(${opening}${LAST_BUILD_PATH}/`)
}

/** A built page with the URLs it names by absolute path under LAST_BUILD_PATH. */
export function lastBuildHtml(html: string): string {
  return lastBuildCss(
    html
      .replace(URL_ATTRIBUTE, (_, name: string, quote: string, url: string) => `${name}${quote}${moved(url)}${quote}`)
      .replace(SRCSET_ATTRIBUTE, (_, name: string, quote: string, srcset: string) => `${name}${quote}${movedCandidates(srcset)}${quote}`),
  )
}
