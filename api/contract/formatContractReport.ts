import type { EndpointResult } from './runContractSuite.ts'

/** One line per endpoint: ✓ or ✗, method, path, the operation and on a difference the first one. */
export function formatEndpointLine(result: EndpointResult): string {
  const where = `${result.method} ${result.path} (${result.operationId})`
  return result.difference ? `✗ ${where}: ${result.difference}` : `✓ ${where}: ${result.sent} request${result.sent === 1 ? '' : 's'}`
}

export function formatSummary(results: EndpointResult[], base: string): string {
  const failed = results.filter((result) => result.difference).length
  const requests = results.reduce((sum, result) => sum + result.sent, 0)
  return failed
    ? `✗ ${failed} of ${results.length} endpoints differ from the contract at ${base} (${requests} requests).`
    : `✓ ${results.length} endpoints answer as the contract says at ${base} (${requests} requests).`
}
