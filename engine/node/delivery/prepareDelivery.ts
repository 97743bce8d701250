/**
 * The last step of the build, on the finished client folder: the `_headers` file with the security and cache
 * headers (the Content-Security-Policy fitted to what the pages use), then brotli and gzip variants of every text file.
 */
import { collectPolicyInputs, type SiteUsage } from './collectPolicyInputs.ts'
import { compressSite, type CompressionFigures } from './compressSite.ts'
import { writeHeadersFile } from './headersFile.ts'
import { securityHeaders, type PolicyInputs } from './securityHeaders.ts'

export interface DeliveryFigures {
  policy: PolicyInputs
  headerRules: number
  compression: CompressionFigures
}

/** `precompressed`: files written with their variants already (compressSite.ts writeWithVariants). */
export async function prepareDelivery(clientDir: string, usage: SiteUsage, options: { precompressed?: ReadonlySet<string> } = {}): Promise<DeliveryFigures> {
  const { policy, headerRules } = writeDeliveryHeaders(clientDir, usage)
  const compression = await compressSite(clientDir, options)
  return { policy, headerRules, compression }
}

/** The `_headers` file for the pages in the client folder (also after merging shards, whose pages differ). */
export function writeDeliveryHeaders(clientDir: string, usage: SiteUsage): { policy: PolicyInputs; headerRules: number } {
  const policy = collectPolicyInputs(clientDir, usage)
  return { policy, headerRules: writeHeadersFile(clientDir, securityHeaders(policy)).length }
}
