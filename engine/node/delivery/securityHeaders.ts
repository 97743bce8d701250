/**
 * The security headers of every answer of the built site: a Content-Security-Policy without 'unsafe-inline' or
 * 'unsafe-eval' (scripts and styles come from files of the site; an inline element is allowed only by the hash of
 * its text), and the headers that stop framing, sniffing, referrer leaks and unused browser features.
 * Third-party origins are added only when the build uses them (collectPolicyInputs.ts finds them).
 */

export interface PolicyInputs {
  /** Origins of scripts from elsewhere: the tag manager, micro-apps served from another host. */
  scriptOrigins: string[]
  /** Origins the browser calls: the web API when it is not the site's own /api. */
  connectOrigins: string[]
  /** Origins of frames: the video player, only when a page embeds a video. */
  frameOrigins: string[]
  /** 'sha256-…' of inline executable scripts (the logged-in hint in the head, engine/shared/runtime/accountHint.ts) and <style> elements; the build computes them. */
  scriptHashes: string[]
  styleHashes: string[]
}

export const NO_THIRD_PARTIES: PolicyInputs = { scriptOrigins: [], connectOrigins: [], frameOrigins: [], scriptHashes: [], styleHashes: [] }

const list = (...sources: string[][]) => [...new Set(sources.flat())].join(' ')

export function contentSecurityPolicy(inputs: PolicyInputs): string {
  const directives: [string, string][] = [
    ['default-src', "'self'"],
    [
      'script-src',
      list(
        ["'self'"],
        inputs.scriptOrigins,
        inputs.scriptHashes.map((hash) => `'${hash}'`),
      ),
    ],
    [
      'style-src',
      list(
        ["'self'"],
        inputs.styleHashes.map((hash) => `'${hash}'`),
      ),
    ],
    ['img-src', "'self'"],
    ['font-src', "'self'"],
    // Micro-apps from another host fetch their bootstrapper and chunks from it.
    ['connect-src', list(["'self'"], inputs.connectOrigins, inputs.scriptOrigins)],
    ['frame-src', inputs.frameOrigins.length > 0 ? list(inputs.frameOrigins) : "'none'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    // Only the site itself may frame its pages (clickjacking); X-Frame-Options is its older name.
    ['frame-ancestors', "'self'"],
  ]
  return directives.map(([name, value]) => `${name} ${value}`).join('; ')
}

/**
 * Features no page uses are switched off for the page and every frame in it (the video player keeps fullscreen). Only
 * features Chromium knows: it warns on every page about one it does not (`bluetooth` did), and a feature it does not
 * know it does not switch off either (tools/serve/permissionsPolicy.test.ts checks the list in Chromium). The page itself
 * may ask for the position (the booking search's "use my location", issue 26 §5: `geolocation=()` answered every visitor
 * "denied" without asking), no frame may.
 */
export const PERMISSIONS_POLICY =
  'camera=(), microphone=(), geolocation=(self), payment=(), usb=(), serial=(), magnetometer=(), gyroscope=(), accelerometer=(), browsing-topics=()'

/**
 * A year of HTTPS only, for the site's host alone: includeSubDomains would bind every other host of the domain too,
 * and preload cannot be taken back quickly. Browsers ignore the header on a plain-HTTP answer (RFC 6797 §8.1).
 */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000'
export const HSTS_HEADER = 'Strict-Transport-Security'

/**
 * Header names in the capitalisation static hosts document; HTTP itself ignores case. `https`: the site's public
 * origin is HTTPS (site.json "origin"), so browsers are told to use nothing else.
 */
export const CSP_HEADER = 'Content-Security-Policy'

export function securityHeaders(inputs: PolicyInputs, transport: { https: boolean } = { https: false }): Record<string, string> {
  return {
    [CSP_HEADER]: contentSecurityPolicy(inputs),
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'SAMEORIGIN',
    'Permissions-Policy': PERMISSIONS_POLICY,
    // A page opened from another site's window (or opening one) shares no browsing context group with it: no
    // window.opener either way. The site opens no popup that needs one (links to other sites carry noopener anyway).
    'Cross-Origin-Opener-Policy': 'same-origin',
    ...(transport.https ? { [HSTS_HEADER]: STRICT_TRANSPORT_SECURITY } : {}),
  }
}
