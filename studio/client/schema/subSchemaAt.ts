/**
 * The part of a document's schema that describes the value at one pointer, for the edit form of a block's props.
 * The document is walked beside the schema: a page's blocks are one schema per block type chosen with if/then on
 * `type` (schemas/block.gen.schema.json), and only the value says which branch applies.
 */
import type { StudioSchema } from '../../shared/studioApi.ts'
import { pointerSegments } from './jsonPointer.ts'

type Schema = Record<string, unknown>

const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value)

/** A "#/$defs/name" reference inside the same (self-contained) schema. */
function dereference(schema: Schema, root: Schema): Schema {
  let current = schema
  for (let depth = 0; typeof current.$ref === 'string' && current.$ref.startsWith('#') && depth < 32; depth++) {
    const { $ref, ...rest } = current
    let target: unknown = root
    for (const segment of pointerSegments(($ref as string).slice(1))) target = isObject(target) ? target[segment] : undefined
    if (!isObject(target)) break
    current = { ...target, ...rest }
  }
  return current
}

/** Whether a value matches the simple conditions that choose a branch: const, enum, type object, required. */
export function matchesCondition(condition: unknown, value: unknown): boolean {
  if (!isObject(condition)) return condition !== false
  if ('const' in condition && condition.const !== value) return false
  if (Array.isArray(condition.enum) && !condition.enum.includes(value)) return false
  if (condition.type === 'object' && !isObject(value)) return false
  if (condition.type === 'array' && !Array.isArray(value)) return false
  if (condition.type === 'string' && typeof value !== 'string') return false
  if (Array.isArray(condition.required) && !(isObject(value) && condition.required.every((name) => name in value))) return false
  if (isObject(condition.properties)) {
    if (!isObject(value)) return condition.type !== 'object' && !condition.required
    for (const [name, property] of Object.entries(condition.properties)) {
      if (name in value && !matchesCondition(property, value[name])) return false
    }
  }
  return true
}

function mergeSchemas(base: Schema, addition: Schema): Schema {
  const merged: Schema = { ...base, ...addition }
  if (isObject(base.properties) && isObject(addition.properties)) {
    const properties: Schema = { ...base.properties }
    for (const [name, property] of Object.entries(addition.properties)) {
      properties[name] = isObject(properties[name]) && isObject(property) ? { ...properties[name], ...property } : property
    }
    merged.properties = properties
  }
  if (Array.isArray(base.required) || Array.isArray(addition.required)) {
    merged.required = [...new Set([...((base.required as string[]) ?? []), ...((addition.required as string[]) ?? [])])]
  }
  return merged
}

/** The schema with the branches that apply to this value folded in: allOf, if/then/else, the matching oneOf/anyOf. */
export function applicableSchema(schema: Schema, root: Schema, value: unknown): Schema {
  const { allOf, oneOf, anyOf, if: condition, then, else: otherwise, ...own } = dereference(schema, root)
  let result: Schema = own
  if (condition !== undefined) {
    const branch = matchesCondition(dereference(isObject(condition) ? condition : {}, root), value) ? then : otherwise
    if (isObject(branch)) result = mergeSchemas(result, applicableSchema(branch, root, value))
  }
  for (const part of Array.isArray(allOf) ? allOf : []) {
    if (isObject(part)) result = mergeSchemas(result, applicableSchema(part, root, value))
  }
  for (const choices of [oneOf, anyOf]) {
    if (!Array.isArray(choices)) continue
    const chosen = choices.find((choice) => isObject(choice) && matchesCondition(dereference(choice, root), value))
    if (isObject(chosen)) result = mergeSchemas(result, applicableSchema(chosen, root, value))
    else result = { ...result, [choices === oneOf ? 'oneOf' : 'anyOf']: choices }
  }
  return result
}

function childSchema(schema: Schema, segment: string, value: unknown): Schema | undefined {
  if (Array.isArray(value) || schema.type === 'array' || 'items' in schema) {
    const index = Number(segment)
    const prefix = Array.isArray(schema.prefixItems) ? schema.prefixItems[index] : undefined
    const items = prefix ?? schema.items
    return isObject(items) ? items : undefined
  }
  if (isObject(schema.properties) && isObject(schema.properties[segment])) return schema.properties[segment] as Schema
  if (isObject(schema.patternProperties)) {
    const match = Object.entries(schema.patternProperties).find(([pattern]) => new RegExp(pattern, 'u').test(segment))
    if (match && isObject(match[1])) return match[1]
  }
  return isObject(schema.additionalProperties) ? schema.additionalProperties : undefined
}

/**
 * The schema of the value at `pointer` in `document`, with the root's $defs kept so its own references still resolve;
 * undefined when the schema says nothing about that place.
 */
export function subSchemaAt(schema: StudioSchema, document: unknown, pointer: string): StudioSchema | undefined {
  let current: Schema = schema
  let value: unknown = document
  for (const segment of pointerSegments(pointer)) {
    const next = childSchema(applicableSchema(current, schema, value), segment, value)
    if (next === undefined) return undefined
    current = next
    value = Array.isArray(value) ? value[Number(segment)] : isObject(value) ? value[segment] : undefined
  }
  const found = applicableSchema(current, schema, value)
  return schema.$defs === undefined ? found : { ...found, $defs: schema.$defs }
}
