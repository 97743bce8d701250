// Protects the one contract (schemas/api/openapi.json): a valid OpenAPI 3.1 document that describes every call the
// site's client makes, with answer schemas that exist and examples for the contract suite that it documents.
import { Ajv2020 } from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'
import { existsSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { operationsOf, resolveResponse, successStatuses } from '../../engine/node/gen/openApiDocument.ts'
import { fromRepo } from '../../engine/node/repoRoot.ts'
import { createApiClient } from '../../features/web-api/index.ts'
import { examplesOf } from './contractExamples.ts'
import { readApiContract } from './readApiContract.ts'

const document = readApiContract()
const operations = operationsOf(document)

/**
 * The OpenAPI Initiative's schema of OpenAPI 3.1 documents (https://spec.openapis.org/oas/3.1/schema/2022-10-07,
 * Apache-2.0), kept here because the tests run offline and no OpenAPI validator is among the dependencies.
 */
function validateOpenApi31(value: unknown) {
  const ajv = new Ajv2020({ strict: false, allErrors: true })
  addFormats.default(ajv)
  // ajv supports $dynamicAnchor only at a schema's root; without a dialect extending it, "#meta" is $defs/schema.
  const text = readFileSync(fromRepo('api/contract/oas-3.1.schema.json'), 'utf8').replaceAll(
    '"$dynamicRef": "#meta"',
    '"$ref": "#/$defs/schema"',
  )
  const validate = ajv.compile(JSON.parse(text))
  return validate(value) ? [] : (validate.errors ?? []).map((error) => `${error.instancePath} ${error.message}`)
}

/** Every "$ref" string in a value. */
const refsIn = (value: unknown): string[] =>
  typeof value !== 'object' || value === null
    ? []
    : Object.entries(value).flatMap(([key, item]) => (key === '$ref' && typeof item === 'string' ? [item] : refsIn(item)))

describe('the web API contract', () => {
  it('is a valid OpenAPI 3.1 document (the official schema)', () => {
    expect(validateOpenApi31(document)).toEqual([])
  })

  it('is refused by that check when it is not (a fixture: a parameter without "in", a wrong version)', () => {
    const broken = structuredClone(document) as unknown as { openapi: string; paths: Record<string, Record<string, unknown>> }
    broken.openapi = '3.0.3'
    delete (broken.paths['/v1/locations'].get as { parameters: Record<string, unknown>[] }).parameters[0].in
    const problems = validateOpenApi31(broken).join('\n')
    expect(problems).toContain('/openapi must match pattern')
    expect(problems).toContain("/paths/~1v1~1locations/get/parameters/0 must have required property 'in'")
  })

  it('names every operation once, and refers only to schema files that exist', () => {
    const ids = operations.map(({ operation }) => operation.operationId)
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([])
    for (const ref of refsIn(document).filter((candidate) => !candidate.startsWith('#'))) {
      expect(existsSync(fromRepo(`schemas/api/${ref.split('#')[0]}`)), ref).toBe(true)
    }
  })

  it("describes every method of the site's client (operationId, or x-client-methods where one path serves several)", () => {
    const described = new Set(
      operations.flatMap(({ operation }) => (operation['x-client-methods'] as string[] | undefined) ?? [operation.operationId]),
    )
    const methods = Object.keys(createApiClient({ endpointBase: '/api', endpointBaseGrpc: '', acceptLanguage: 'en-US', tenantId: 6 }))
    expect(methods.filter((method) => !described.has(method))).toEqual([])
  })

  it('gives every operation an answer schema for success, the error shape for errors, and examples of documented statuses', () => {
    for (const { operation } of operations) {
      expect(successStatuses(operation), operation.operationId).not.toEqual([])
      for (const [status, response] of Object.entries(operation.responses)) {
        const schema = resolveResponse(document, response).content?.['application/json']?.schema
        if (Number(status) >= 400) expect(schema, `${operation.operationId} ${status}`).toEqual({ $ref: 'apiError.schema.json' })
        else expect(refsIn(schema), `${operation.operationId} ${status}`).not.toEqual([])
      }
      const examples = examplesOf(operation)
      expect(examples.length, operation.operationId).toBeGreaterThan(0)
      for (const example of examples)
        expect(Object.keys(operation.responses), `${operation.operationId}: ${example.name}`).toContain(String(example.status))
    }
  })
})
