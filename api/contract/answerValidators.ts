import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv'
import { readdirSync, readFileSync } from 'node:fs'
import { jsonSchemaOf, resolveResponse, type OpenApiDocument, type OpenApiOperation } from '../../engine/node/gen/openApiDocument.ts'
import { fromRepo } from '../../engine/node/repoRoot.ts'

const SCHEMA_DIRECTORY = 'schemas/api'
const BASE = 'file:///schemas/api/'

/** The first problem of an answer: where (a JSON pointer) and which rule it breaks. */
export interface ShapeProblem {
  pointer: string
  rule: string
  message: string
}

function problemOf(error: ErrorObject): ShapeProblem {
  const missing = (error.params as { missingProperty?: string }).missingProperty
  if (error.keyword === 'required' && missing)
    return { pointer: `${error.instancePath}/${missing}`, rule: 'required', message: 'is missing' }
  const extra = (error.params as { additionalProperty?: string }).additionalProperty
  if (error.keyword === 'additionalProperties' && extra)
    return { pointer: `${error.instancePath}/${extra}`, rule: 'additionalProperties', message: 'is not in the schema' }
  return { pointer: error.instancePath, rule: error.keyword, message: error.message ?? 'does not match' }
}

/**
 * The answer checks of the contract: per operation and status, the schema the contract gives (the files of
 * schemas/api/ by `$ref`), compiled with ajv in Node as the client's checks are (strict, draft-07 keywords).
 */
export function createAnswerValidators(document: OpenApiDocument) {
  const ajv = new Ajv({ strict: true, allErrors: false })
  for (const file of readdirSync(fromRepo(SCHEMA_DIRECTORY)).filter((name) => name.endsWith('.schema.json'))) {
    const { $schema: _dialect, ...schema } = JSON.parse(readFileSync(fromRepo(`${SCHEMA_DIRECTORY}/${file}`), 'utf8'))
    ajv.addSchema(schema, `${BASE}${file}`)
  }
  const compiled = new Map<string, ValidateFunction>()
  return {
    /** The first problem of an answer for this status, or undefined when it fits; throws when the contract has no such status. */
    check(operation: OpenApiOperation, status: string, answer: unknown): ShapeProblem | undefined {
      const key = `${operation.operationId} ${status}`
      let validate = compiled.get(key)
      if (!validate) {
        const response = operation.responses[status]
        const schema = response && jsonSchemaOf(resolveResponse(document, response))
        if (!schema) return { pointer: '', rule: 'status', message: `status ${status} is not in the contract` }
        validate = ajv.compile({ $id: `${BASE}answer-${operation.operationId}-${status}.json`, ...schema })
        compiled.set(key, validate)
      }
      return validate(answer) ? undefined : problemOf(validate.errors![0])
    },
  }
}
