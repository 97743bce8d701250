import { readFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { fromRepo } from '../repoRoot.ts'
import { generatedHeader } from './generatedHeader.ts'
import {
  answerIdOf,
  jsonSchemaOf,
  operationsOf,
  requestSchemaNameOf,
  successStatuses,
  type JsonSchema,
  type OpenApiDocument,
} from './openApiDocument.ts'

/**
 * What is generated from the site's OpenAPI contract (the document is the site's, handed in by tools/gen.ts): the
 * client's endpoint→answer table and request types, and the reference API's route table. Adding an endpoint is then
 * the contract, its handler and its call site.
 */
export const ENDPOINT_ANSWERS_FILE = 'features/web-api/endpointAnswers.gen.ts'
export const API_REQUESTS_FILE = 'features/web-api/apiRequests.gen.ts'
export const API_ROUTES_FILE = 'api/contract/apiRoutes.gen.ts'

export interface ApiContractInput {
  /** The contract's repo path, such as "schemas/api/openapi.json"; schema `$ref`s are relative to it. */
  file: string
  document: OpenApiDocument
}

/** The endpoint→answer table of the client: each path's first success answer ("branchList"). */
export function endpointAnswersOf(contract: ApiContractInput): Record<string, string> {
  const table: Record<string, string> = {}
  for (const { method, path, operation } of operationsOf(contract.document)) {
    const [status] = successStatuses(operation)
    const answer = answerIdOf(status ? jsonSchemaOf(operation.responses[status]) : undefined)
    if (!answer)
      throw new Error(`${method.toUpperCase()} ${path} (${operation.operationId}) answers no schema file of ${contract.file}'s folder.`)
    if (table[path] && table[path] !== answer)
      throw new Error(`${path} answers "${table[path]}" and "${answer}"; the client's table needs one.`)
    table[path] = answer
  }
  return table
}

const headerOf = (contract: ApiContractInput, ...more: string[]) => generatedHeader([contract.file, ...more])

export function endpointAnswersText(contract: ApiContractInput): string {
  const lines = Object.entries(endpointAnswersOf(contract)).map(([path, answer]) => `  '${path}': '${answer}',`)
  return `${headerOf(contract)}

/** What each path answers when it succeeds: a schema of schemas/api/ ("branch"), or its name with "List" for an array of it. */
export const ENDPOINT_ANSWERS = {
${lines.join('\n')}
} as const
`
}

/** TypeScript for a parameter or body schema: file `$ref`s by their title (imported from types.gen.ts), the rest inline. */
function typeScriptOf(schema: JsonSchema, directory: string, imports: Set<string>): string {
  if (typeof schema.$ref === 'string') {
    const [file, fragment] = schema.$ref.split('#')
    const target = JSON.parse(readFileSync(fromRepo(`${directory}/${file}`), 'utf8')) as JsonSchema
    if (!fragment && typeof target.title === 'string') {
      imports.add(target.title)
      return target.title
    }
    const pointed = fragment
      .split('/')
      .slice(1)
      .reduce<JsonSchema>((node, key) => node[key] as JsonSchema, target)
    return typeScriptOf(pointed, directory, imports)
  }
  if ('const' in schema) return JSON.stringify(schema.const)
  if (Array.isArray(schema.enum)) return schema.enum.map((value) => JSON.stringify(value)).join(' | ')
  switch (schema.type) {
    case 'string':
      return 'string'
    case 'integer':
    case 'number':
      return 'number'
    case 'boolean':
      return 'boolean'
    case 'object':
      return schema.maxProperties === 0 ? 'Record<string, never>' : 'Record<string, unknown>'
    default:
      throw new Error(`The contract's parameter schema ${JSON.stringify(schema)} has no TypeScript form here; give it a type or a $ref.`)
  }
}

const comment = (text: string | undefined, indent: string) => (text ? `${indent}/** ${text.replace(/\*\//g, '* /')} */\n` : '')

export function apiRequestsText(contract: ApiContractInput): string {
  const directory = dirname(contract.file)
  const imports = new Set<string>()
  const entries = operationsOf(contract.document).map(({ method, path, operation }) => {
    const parts: string[] = []
    for (const place of ['path', 'query'] as const) {
      const parameters = (operation.parameters ?? []).filter((parameter) => parameter.in === place)
      if (parameters.length === 0) continue
      const fields = parameters.map(
        (parameter) =>
          `${comment(parameter.description, '      ')}      ${parameter.name}${parameter.required ? '' : '?'}: ${typeScriptOf(parameter.schema, directory, imports)}`,
      )
      parts.push(`    ${place}: {\n${fields.join('\n')}\n    }`)
    }
    const body = jsonSchemaOf(operation.requestBody)
    if (body) parts.push(`    body${operation.requestBody?.required ? '' : '?'}: ${typeScriptOf(body, directory, imports)}`)
    const summary = `${method.toUpperCase()} ${path}${operation.summary ? `: ${operation.summary}` : ''}`
    return `${comment(summary, '  ')}  ${operation.operationId}: {${parts.length ? `\n${parts.join('\n')}\n  ` : ''}}`
  })
  const importLine = imports.size ? `import type { ${[...imports].sort().join(', ')} } from './types.gen.ts'\n\n` : ''
  return `${headerOf(contract)}

${importLine}/** Per operation of the contract (its operationId): the path and query parameters and the body it is sent. */
export interface ApiRequests {
${entries.join('\n')}
}

export type OperationId = keyof ApiRequests

/** The path and query parameters of an operation in one object, as the client's methods take them. */
export type ParametersOf<Id extends OperationId> = (ApiRequests[Id] extends { path: infer Path } ? Path : Record<never, never>) &
  (ApiRequests[Id] extends { query: infer Query } ? Query : Record<never, never>)

/** The body an operation is sent. */
export type BodyOf<Id extends OperationId> = ApiRequests[Id] extends { body?: infer Body } ? Body : never
`
}

export function apiRoutesText(contract: ApiContractInput): string {
  const operations = operationsOf(contract.document)
  const routes = operations.map(({ method, path, operation }) => {
    const schema = requestSchemaNameOf(operation)
    return `  ${operation.operationId}: { method: '${method.toUpperCase()}', path: '${path}'${schema ? `, requestSchema: '${schema}'` : ''} },`
  })
  const schemas = [...new Set(operations.flatMap(({ operation }) => requestSchemaNameOf(operation) ?? []))]
  return `${generatedHeader([contract.file])}

/** The reference API's routes: every operation of the contract, its method, path and request body schema. */
export const API_ROUTES = {
${routes.join('\n')}
} as const

export type ApiOperationId = keyof typeof API_ROUTES

/** The request body schemas the contract names (schemas/api/<name>.schema.json). */
export const REQUEST_SCHEMA_NAMES = [${schemas.map((name) => `'${name}'`).join(', ')}] as const
`
}

/** Every file generated from the contract, with its text. */
export function apiContractFiles(contract: ApiContractInput): Map<string, string> {
  return new Map([
    [ENDPOINT_ANSWERS_FILE, endpointAnswersText(contract)],
    [API_REQUESTS_FILE, apiRequestsText(contract)],
    [API_ROUTES_FILE, apiRoutesText(contract)],
  ])
}
