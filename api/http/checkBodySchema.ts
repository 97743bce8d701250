import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv'
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { REQUEST_SCHEMA_NAMES } from '../contract/apiRoutes.gen.ts'
import { BadRequest } from './badRequest.ts'

/**
 * Request bodies are checked against their JSON Schemas in schemas/api/ (the single source of truth: the client's
 * types are generated from the same files, features/web-api/types.gen.ts). Compiled here on first use, in Node only.
 */
const SCHEMA_DIRECTORY = join(dirname(fileURLToPath(import.meta.url)), '../../schemas/api')
const SCHEMA_BASE = 'file:///schemas/api/'

/** The request schemas an action names ("reservationRequest" is schemas/api/reservationRequest.schema.json): the contract's. */
export type RequestSchemaName = (typeof REQUEST_SCHEMA_NAMES)[number]

let ajv: Ajv | undefined
const compiled = new Map<RequestSchemaName, ValidateFunction>()

function validatorOf(name: RequestSchemaName): ValidateFunction {
  if (!ajv) {
    // As the answer checks are compiled (engine/node/gen/apiSchemas.ts): strict, draft-07 keywords, one error.
    ajv = new Ajv({ strict: true, allErrors: false })
    for (const file of readdirSync(SCHEMA_DIRECTORY).filter((entry) => entry.endsWith('.schema.json'))) {
      const { $schema: _draft, ...schema } = JSON.parse(readFileSync(join(SCHEMA_DIRECTORY, file), 'utf8')) as Record<string, unknown>
      ajv.addSchema(schema, `${SCHEMA_BASE}${file}`)
    }
  }
  let validate = compiled.get(name)
  if (!validate) {
    validate = ajv.getSchema(`${SCHEMA_BASE}${name}.schema.json`)
    if (!validate) throw new Error(`schemas/api/${name}.schema.json is missing: api/http/checkBodySchema.ts names it.`)
    compiled.set(name, validate)
  }
  return validate
}

/** "/driver/email" → "driver.email"; the field a message names. */
const fieldOf = (pointer: string) =>
  pointer
    .split('/')
    .slice(1)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .join('.')

function problemText(error: ErrorObject): { field: string; text: string } {
  const at = fieldOf(error.instancePath)
  const inside = (name: string) => (at ? `${at}.${name}` : name)
  const params = error.params as Record<string, unknown>
  switch (error.keyword) {
    case 'required':
      return { field: inside(String(params.missingProperty)), text: 'is required' }
    case 'additionalProperties':
      return { field: inside(String(params.additionalProperty)), text: 'is not a field of this request' }
    case 'const':
      return { field: at, text: `must be ${JSON.stringify(params.allowedValue)}` }
    case 'enum':
      return { field: at, text: `must be one of ${(params.allowedValues as unknown[]).map((value) => JSON.stringify(value)).join(', ')}` }
    case 'type':
      return { field: at, text: `must be ${params.type === 'integer' ? 'a whole number' : `of type ${String(params.type)}`}` }
    default:
      return { field: at, text: error.message ?? 'does not match its schema' }
  }
}

/**
 * Checks a request body against its schema: a BadRequest (400) whose message and `field` name the first wrong
 * field ("driverAge" must be a whole number), or nothing.
 */
export function checkBodySchema(body: Record<string, unknown>, name: RequestSchemaName): void {
  const validate = validatorOf(name)
  if (validate(body)) return
  const error = validate.errors?.[0]
  if (!error) throw new BadRequest('The body does not match its schema.')
  const { field, text } = problemText(error)
  throw new BadRequest(field ? `"${field}" ${text}.` : `The body ${text}.`, 400, field || undefined)
}
