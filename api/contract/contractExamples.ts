import type { OpenApiOperation } from '../../engine/node/gen/openApiDocument.ts'

/**
 * The requests the contract suite sends for an operation: `x-contract-examples` of schemas/api/openapi.json (an
 * OpenAPI extension, so any OpenAPI tool reads the document as usual). The first example with a 2xx status is the
 * good request; later operations may use values of its answer.
 */
export interface ContractExample {
  name: string
  /** The status the API must answer; the answer must match that status's schema. */
  status: number
  path?: Record<string, string>
  query?: Record<string, string | number | boolean>
  body?: unknown
  headers?: Record<string, string>
  /** Sent with another content type than application/json (the body still as JSON text): the 415 examples. */
  contentType?: string
  /** Sent with the session of the suite's fixture account (the cookie the login example's answer set). */
  session?: boolean
}

export const examplesOf = (operation: OpenApiOperation): ContractExample[] => (operation['x-contract-examples'] as ContractExample[]) ?? []

/** What placeholders are filled from: the run's id, today, and the good answers of the operations run so far. */
export interface ExampleContext {
  run: string
  today: Date
  answers: Map<string, unknown>
}

/** A placeholder's value could not be found: the example is not sent, and the line says why. */
export class MissingValue extends Error {}

const PLACEHOLDER = /\{\{([^}]+)\}\}/g

function valueAt(document: unknown, pointer: string): unknown {
  let node = document
  for (const key of pointer.split('/').slice(1)) {
    if (node === null || typeof node !== 'object') return undefined
    node = (node as Record<string, unknown>)[key.replace(/~1/g, '/').replace(/~0/g, '~')]
  }
  return node
}

/**
 * One placeholder: "run" (unique per run, so test data never collides: contract-{{run}}@example.com), "date+30" (the
 * day 30 days from today, yyyy-MM-dd) or "offers#/offers/0/id" (a value of an earlier operation's good answer).
 */
function placeholderValue(name: string, context: ExampleContext): unknown {
  if (name === 'run') return context.run
  const days = /^date\+(\d+)$/.exec(name)
  if (days) return new Date(context.today.getTime() + Number(days[1]) * 86_400_000).toISOString().slice(0, 10)
  const [operationId, pointer = ''] = name.split('#')
  if (!context.answers.has(operationId)) throw new MissingValue(`{{${name}}} needs ${operationId}'s good answer, which it did not give`)
  const value = valueAt(context.answers.get(operationId), pointer)
  if (value === undefined) throw new MissingValue(`{{${name}}}: ${operationId}'s answer has nothing at ${pointer}`)
  return value
}

/** The example with its placeholders filled in; a string that is one placeholder takes the value's own type. */
export function fillPlaceholders<T>(value: T, context: ExampleContext): T {
  if (typeof value === 'string') {
    const whole = /^\{\{([^}]+)\}\}$/.exec(value)
    if (whole) return placeholderValue(whole[1], context) as T
    return value.replace(PLACEHOLDER, (_, name: string) => String(placeholderValue(name, context))) as T
  }
  if (Array.isArray(value)) return value.map((item) => fillPlaceholders(item, context)) as T
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fillPlaceholders(item, context)])) as T
  return value
}
