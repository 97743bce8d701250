/**
 * npm run api:contract -- --base <url>: checks an API against the web API contract (schemas/api/openapi.json): every
 * operation's good request and documented errors, their statuses and answer shapes (api/contract/). One line per
 * endpoint, a summary, exit code 1 on any difference. Safe against a real backend: it creates test data only
 * (contract-<run>@example.com: a booking it then cancels, a sign-up, a campaign registration, a contact message, a
 * vote), with idempotency keys where the API takes them. Without --base: http://localhost:3000/api.
 */
import { formatEndpointLine, formatSummary } from '../api/contract/formatContractReport.ts'
import { readApiContract } from '../api/contract/readApiContract.ts'
import { runContractSuite } from '../api/contract/runContractSuite.ts'

function baseArgument(argv: string[]): string {
  const index = argv.indexOf('--base')
  const inline = argv.find((argument) => argument.startsWith('--base='))
  const base = inline ? inline.slice('--base='.length) : index >= 0 ? argv[index + 1] : 'http://localhost:3000/api'
  if (!base || !/^https?:\/\//.test(base)) {
    console.error(`✗ --base must be the API's URL, such as http://localhost:3000/api, not "${base ?? ''}".`)
    process.exit(2)
  }
  return base
}

const base = baseArgument(process.argv.slice(2))
const results = await runContractSuite(readApiContract(), { base })
for (const result of results) console.log(formatEndpointLine(result))
console.log(formatSummary(results, base))
process.exitCode = results.some((result) => result.difference) ? 1 : 0
