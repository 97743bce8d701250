import type { ErrorObject } from 'ajv'
import { didYouMean, getMostSimilar } from '../../shared/getMostSimilar.ts'
import { quoteValue } from '../../shared/quoteValue.ts'
import type { Problem } from '../../shared/problem.ts'
import { joinPointer, locatePointer } from '../load/parseJsonSource.ts'
import type { JsonSource } from '../../model/jsonSource.ts'
import { locateInString } from '../load/locateInString.ts'

/** Where an error in one document really sits: the effective pointer can map back to another file. */
export type SourceLocator = (pointer: string) => { source: JsonSource; pointer: string }

/** What the engine knows better than the schema about one error (a block folder the generated schema lacks), or undefined. */
export type ExplainError = (error: ErrorObject) => { rule: string; message: string } | undefined

/**
 * Turns ajv's errors into plain-English problems, one per distinct mistake. Noise that restates a
 * deeper error (the "if/then" wrapper, a failed anyOf whose branch already explained itself) is dropped.
 */
export function schemaErrorsToProblems(errors: ErrorObject[], locate: SourceLocator, explain?: ExplainError): Problem[] {
  const kept = errors.filter((error) => !isRestatement(error, errors))
  const seen = new Set<string>()
  const problems: Problem[] = []
  for (const error of kept) {
    const explained = explain?.(error)
    const described = describeError(error)
    const { pointer, atKey } = described
    // An explanation replaces the schema's words, and its "did you mean" with them: the value is not a typo.
    const message = explained?.message ?? described.message
    const suggestions = explained ? [] : described.suggestions
    const refersTo = error.keyword === 'x-kind' ? (error.params.refersTo as string | undefined) : undefined
    const origin = locate(pointer)
    // A markup problem sits at a character inside the string, not at the string.
    const offset = error.keyword === 'x-markup' ? (error.params as { offset: number }).offset : undefined
    const key = `${origin.source.file}|${origin.pointer}|${offset}|${message}`
    if (seen.has(key)) continue
    seen.add(key)
    problems.push({
      severity: 'error',
      file: origin.source.file,
      ...(offset === undefined
        ? locatePointer(origin.source, origin.pointer, atKey)
        : locateInString(origin.source, origin.pointer, offset)),
      pointer: origin.pointer,
      rule: explained?.rule ?? error.keyword,
      message,
      ...(suggestions.length > 0 ? { suggestions } : {}),
      ...(refersTo ? { refersTo } : {}),
    })
  }
  return problems
}

function isRestatement(error: ErrorObject, all: ErrorObject[]): boolean {
  // The error inside propertyNames says what is wrong with the key; the wrapper only says "invalid key".
  if (error.keyword === 'if' || error.keyword === 'propertyNames') return true
  if (isAlternatives(error)) return hasDeeperError(error, all)
  // A branch of a failed anyOf at the same place says less than the anyOf summary (or the deeper error).
  return all.some(
    (other) =>
      isAlternatives(other) &&
      other !== error &&
      other.instancePath === error.instancePath &&
      error.schemaPath.startsWith(`${other.schemaPath}/`),
  )
}

function isAlternatives(error: ErrorObject): boolean {
  return error.keyword === 'anyOf' || error.keyword === 'oneOf'
}

/** A branch got further into the value, so its error explains the mistake better than "matches no alternative". */
function hasDeeperError(error: ErrorObject, all: ErrorObject[]): boolean {
  return all.some((other) => other.instancePath.startsWith(`${error.instancePath}/`))
}

function customMessage(error: ErrorObject): string | undefined {
  const schema = error.parentSchema as Record<string, unknown> | undefined
  const custom = schema?.['x-error']
  if (typeof custom === 'string') return custom
  if (error.keyword === 'anyOf' && typeof schema?.description === 'string') return `must be ${lowerFirst(schema.description)}`
  return undefined
}

function describeError(error: ErrorObject): { pointer: string; message: string; suggestions: string[]; atKey: boolean } {
  const params = error.params as Record<string, unknown>
  const key = (error as ErrorObject & { propertyName?: string }).propertyName
  if (key !== undefined) {
    // A key limited to a list (propertyNames with an enum, such as a market's analytics generations) gets a "did you mean".
    const allowed = error.keyword === 'enum' ? (params.allowedValues as unknown[]).map(String) : []
    const suggestions = getMostSimilar(key, allowed)
    const list = allowed.length > 0 && allowed.length <= 12 ? ` Allowed keys: ${allowed.join(', ')}` : ''
    return {
      pointer: joinPointer(error.instancePath, key),
      message:
        error.keyword === 'enum'
          ? `the key "${key}" is not allowed here${didYouMean(suggestions) || '.'}${list}`
          : `the key "${key}" ${customMessage(error) ?? error.message}`,
      suggestions,
      atKey: true,
    }
  }
  const pointer = error.instancePath
  switch (error.keyword) {
    case 'required':
      return { pointer, message: `missing required field "${params.missingProperty}"`, suggestions: [], atKey: false }
    case 'additionalProperties': {
      const key = String(params.additionalProperty)
      const known = Object.keys(((error.parentSchema as Record<string, unknown>)?.properties as object) ?? {})
      const suggestions = getMostSimilar(key, known)
      const allowed = known.length > 0 && suggestions.length === 0 ? `; allowed fields: ${known.join(', ')}` : ''
      return {
        pointer: joinPointer(pointer, key),
        message: `unknown field "${key}"${didYouMean(suggestions)}${allowed}`,
        suggestions,
        atKey: true,
      }
    }
    case 'enum': {
      const allowed = (params.allowedValues as unknown[]).map(String)
      // Only a mistyped word has a "did you mean"; String() of a document's object can throw ({"toString": 1}).
      const suggestions =
        typeof error.data === 'string' || typeof error.data === 'number' ? getMostSimilar(String(error.data), allowed) : []
      const list = allowed.length <= 12 ? `: ${allowed.join(', ')}` : ''
      return {
        pointer,
        message: `${quoteValue(error.data)} is not allowed here${didYouMean(suggestions) || '.'}${list ? ` Allowed values${list}` : ''}`,
        suggestions,
        atKey: false,
      }
    }
    case 'x-kind':
    case 'x-markup':
      return { pointer, message: error.message!, suggestions: (params.suggestions as string[]) ?? [], atKey: false }
    case 'const':
      return { pointer, message: `must be ${JSON.stringify(params.allowedValue)}`, suggestions: [], atKey: false }
    case 'type':
      return { pointer, message: `must be ${article(String(params.type))}, not ${typeName(error.data)}`, suggestions: [], atKey: false }
    default: {
      const custom = customMessage(error)
      const message = custom ?? PLAIN[error.keyword]?.(params) ?? error.message ?? 'is not valid'
      return { pointer, message, suggestions: [], atKey: false }
    }
  }
}

const PLAIN: Record<string, (params: Record<string, unknown>) => string> = {
  pattern: (p) => `must match the pattern ${p.pattern}`,
  minItems: (p) => `must have at least ${p.limit} item${p.limit === 1 ? '' : 's'}`,
  maxItems: (p) => `must have at most ${p.limit} items`,
  minLength: (p) => (p.limit === 1 ? 'must not be empty' : `must be at least ${p.limit} characters long`),
  maxLength: (p) => `must be at most ${p.limit} characters long`,
  minimum: (p) => `must be ${p.limit} or more`,
  maximum: (p) => `must be ${p.limit} or less`,
  uniqueItems: (p) => `must not repeat a value (items ${p.j} and ${p.i} are the same)`,
  format: (p) => `must be a valid ${p.format}`,
}

function article(type: string): string {
  const names: Record<string, string> = {
    object: 'an object',
    array: 'a list (array)',
    integer: 'a whole number',
    number: 'a number',
    string: 'a text in double quotes',
    boolean: 'true or false',
    null: 'null',
  }
  return type
    .split(',')
    .map((t) => names[t] ?? t)
    .join(' or ')
}

function typeName(value: unknown): string {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'a list'
  if (typeof value === 'string') return `the text ${quoteValue(value)}`
  return typeof value === 'object' ? 'an object' : `${typeof value} ${JSON.stringify(value)}`
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1)
}
