/**
 * The last step of the build, on the finished client folder: the `_headers` file with the security and cache
 * headers (the Content-Security-Policy fitted to what the pages use), the `_redirects` file with the static host's
 * 404 rules, then brotli and gzip variants of every text file, outside the client folder (variantFile.ts).
 */
import { collectPolicyInputs, HTML_FILE, type PagePolicyFacts, type SiteUsage } from './collectPolicyInputs.ts'
import { COMPRESSIBLE, compressSite, type CompressionFigures, type VariantStore } from './compressSite.ts'
import { siteFiles } from './siteFiles.ts'
import { DETACH, writeHeadersFile } from './headersFile.ts'
import { writeRedirectsFile } from './redirectsFile.ts'
import { contentSecurityPolicy, CSP_HEADER, securityHeaders, type PolicyInputs } from './securityHeaders.ts'

/** What the build knows of the site: what it uses from elsewhere, and its public origin (site.json "origin"). */
export interface DeliveryInputs extends SiteUsage {
  /** An https origin gets Strict-Transport-Security. */
  origin: string
}

export interface DeliveryFigures {
  policy: PolicyInputs
  headerRules: number
  redirectRules: number
  compression: CompressionFigures
}

/**
 * `precompressed`: files written with their variants already (compressSite.ts writeWithVariants). The folder is
 * listed once for both steps: a build's 20,000 files took about 0.4 s to list.
 */
export async function prepareDelivery(
  clientDir: string,
  usage: DeliveryInputs,
  options: {
    precompressed?: ReadonlySet<string>
    policyFactsOf?: (page: string) => PagePolicyFacts
    variantStore?: VariantStore
  } = {},
): Promise<DeliveryFigures> {
  const files = siteFiles(clientDir, COMPRESSIBLE)
  const { policy, headerRules } = writeDeliveryHeaders(
    clientDir,
    usage,
    files.filter((file) => HTML_FILE.test(file)),
    options.policyFactsOf,
  )
  const redirectRules = writeRedirectsFile(clientDir).length
  const compression = await compressSite(clientDir, { ...options, files })
  return { policy, headerRules, redirectRules, compression }
}

/** The `_headers` file for the pages in the client folder (also after merging shards, whose pages differ). */
export function writeDeliveryHeaders(
  clientDir: string,
  usage: DeliveryInputs,
  pages?: readonly string[],
  policyFactsOf?: (page: string) => PagePolicyFacts,
): { policy: PolicyInputs; headerRules: number } {
  const { pageFrames, ...policy } = collectPolicyInputs(clientDir, usage, pages, policyFactsOf)
  const security = securityHeaders(policy, { https: new URL(usage.origin).protocol === 'https:' })
  // A page that frames more (the booking page's payment provider) gets its own policy instead of the site's: the
  // site-wide one is detached ("! Content-Security-Policy", as Cloudflare Pages reads it) and its own one set.
  const pageRules = pageFrames.map(({ pattern, frameOrigins }) => ({
    pattern,
    headers: [
      [`${DETACH}${CSP_HEADER}`, ''],
      [CSP_HEADER, contentSecurityPolicy({ ...policy, frameOrigins: [...policy.frameOrigins, ...frameOrigins] })],
    ] as [string, string][],
  }))
  return { policy, headerRules: writeHeadersFile(clientDir, security, pageRules).length }
}
