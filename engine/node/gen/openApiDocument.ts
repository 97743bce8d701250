/**
 * The parts of an OpenAPI 3.1 document (https://spec.openapis.org/oas/v3.1.0) the generators and the contract suite
 * read: operations with their parameters, request body and answers. Schemas are JSON Schema objects, most of them a
 * `$ref` to a schema file beside the document.
 */
export type JsonSchema = Record<string, unknown>

export interface OpenApiParameter {
  name: string
  in: 'query' | 'path' | 'header' | 'cookie'
  required?: boolean
  description?: string
  schema: JsonSchema
}

export interface OpenApiMediaTypes {
  content?: Record<string, { schema: JsonSchema }>
}

export interface OpenApiResponse extends OpenApiMediaTypes {
  $ref?: string
  description?: string
}

export interface OpenApiOperation {
  operationId: string
  summary?: string
  parameters?: OpenApiParameter[]
  requestBody?: OpenApiMediaTypes & { required?: boolean }
  responses: Record<string, OpenApiResponse>
  security?: Record<string, string[]>[]
  [extension: `x-${string}`]: unknown
}

export interface OpenApiDocument {
  openapi: string
  paths: Record<string, Partial<Record<HttpMethod, OpenApiOperation>>>
  components?: { responses?: Record<string, OpenApiResponse> }
}

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const
export type HttpMethod = (typeof HTTP_METHODS)[number]

/** One operation with where it lives: every operation of the document, in the document's order. */
export interface LocatedOperation {
  method: HttpMethod
  path: string
  operation: OpenApiOperation
}

export function operationsOf(document: OpenApiDocument): LocatedOperation[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    HTTP_METHODS.flatMap((method) => (item[method] ? [{ method, path, operation: item[method] }] : [])),
  )
}

/** A response, with a `$ref` to `#/components/responses/…` followed. */
export function resolveResponse(document: OpenApiDocument, response: OpenApiResponse): OpenApiResponse {
  if (!response.$ref) return response
  const name = /^#\/components\/responses\/(.+)$/.exec(response.$ref)?.[1]
  const found = name ? document.components?.responses?.[name] : undefined
  if (!found) throw new Error(`The contract refers to ${response.$ref}, which it does not define.`)
  return found
}

/** The JSON schema of a response or request body (its application/json content), if it has one. */
export const jsonSchemaOf = (media: OpenApiMediaTypes | undefined): JsonSchema | undefined => media?.content?.['application/json']?.schema

/**
 * An answer's id in the site's naming: the schema file's name ("branch" for branch.schema.json), with "List" for an
 * array of it ("branchList"). Other schemas have no id.
 */
export function answerIdOf(schema: JsonSchema | undefined): string | undefined {
  if (!schema) return undefined
  const file = (ref: unknown) => (typeof ref === 'string' ? /^([A-Za-z0-9]+)\.schema\.json$/.exec(ref)?.[1] : undefined)
  if (schema.type === 'array') {
    const item = file((schema.items as JsonSchema | undefined)?.$ref)
    return item && `${item}List`
  }
  return file(schema.$ref)
}

/** The success statuses of an operation (2xx), in the document's order; the first is the one a client expects. */
export const successStatuses = (operation: OpenApiOperation): string[] =>
  Object.keys(operation.responses).filter((status) => /^2\d\d$/.test(status))

/** The request schema's name of an operation whose body is a `$ref` to a schema file ("reservationRequest"). */
export const requestSchemaNameOf = (operation: OpenApiOperation): string | undefined =>
  answerIdOf(jsonSchemaOf(operation.requestBody)) ?? undefined
