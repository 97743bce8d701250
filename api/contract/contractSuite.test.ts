// Protects `npm run api:contract`: the reference API answers as the contract says (apart from the temporary known
// differences), and an answer off the contract is reported with its endpoint and the field.
import { getResponse, http, HttpResponse, type RequestHandler } from 'msw'
import { describe, expect, it } from 'vitest'
import { apiHandlers } from '../handlers.ts'
import { embeddedApiFetch } from '../node/embeddedApiFetch.ts'
import { rentalConfigurationOf } from '../routes/rentalConfigurations.ts'
import { marketSeeds } from '../seed/markets/marketSeeds.ts'
import { formatEndpointLine } from './formatContractReport.ts'
import { readApiContract } from './readApiContract.ts'
import { runContractSuite } from './runContractSuite.ts'

const contract = readApiContract()
const base = 'http://reference-api.invalid'

/** A fetch answered in this process by these handlers (msw's getResponse), as embeddedApiFetch is by the real list. */
const fetchAnsweredBy =
  (handlers: RequestHandler[]): typeof fetch =>
  async (input, init) =>
    (await getResponse(handlers, new Request(String(input), init))) ?? Response.json({ message: 'no handler' }, { status: 404 })

describe('the contract suite', () => {
  it('finds the reference API as the contract says', async () => {
    const results = await runContractSuite(contract, { base, fetch: embeddedApiFetch })
    const differing = results.filter((result) => result.difference)
    expect(differing.map(formatEndpointLine)).toEqual([])
    expect(results.map((result) => result.operationId)).toContain('createReservation')
    expect(results.every((result) => result.sent > 0)).toBe(true)
  })

  it('names the endpoint and the field when one handler answers off the contract', async () => {
    const wrongType = http.get('*/v1/apps/geoip', () =>
      HttpResponse.json({ country: 49, city: 'München', coordinates: { lat: 48.1, lon: 11.6 } }),
    )
    const missing = http.get('*/v1/locations', () => HttpResponse.json([{ id: 'de-berlin', name: 'Berlin', country: 'DE', branchIds: [] }]))
    const results = await runContractSuite(contract, { base, fetch: fetchAnsweredBy([wrongType, missing, ...apiHandlers]) })
    const lines = results.filter((result) => result.difference).map(formatEndpointLine)
    expect(lines).toContainEqual(
      expect.stringMatching(/^✗ GET \/v1\/apps\/geoip \(geoip\): a good request: \/country must be string \[type\]$/),
    )
    expect(lines).toContainEqual(
      expect.stringMatching(/^✗ GET \/v1\/locations \(locations\): a good request: \/0\/coordinates is missing \[required\]$/),
    )
    expect(lines).toHaveLength(2)
  })

  it('names an endpoint whose documented error answers another status', async () => {
    // Answers Germany's configuration whatever the request, so a request without a country is not refused.
    const lenient = http.get('*/v1/rentalconfigurations', () => HttpResponse.json(rentalConfigurationOf(marketSeeds().get('DE')!)))
    const results = await runContractSuite(contract, { base, fetch: fetchAnsweredBy([lenient, ...apiHandlers]) })
    const line = formatEndpointLine(results.find((result) => result.operationId === 'rentalConfiguration')!)
    expect(line).toBe('✗ GET /v1/rentalconfigurations (rentalConfiguration): no country: status 200, expected 400')
  })
})
