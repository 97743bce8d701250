/**
 * The rjsf uiSchema for a schema: every "x-studio" annotation becomes the studio's own widget, found by walking
 * properties, array items and local $defs references the way rjsf renders them.
 */
import type { UiSchema } from '@rjsf/utils'
import type { StudioWidget } from '../../shared/studioApi.ts'
import { pointerSegments } from './jsonPointer.ts'

type Schema = Record<string, unknown>

const isObject = (value: unknown): value is Schema => value !== null && typeof value === 'object' && !Array.isArray(value)

/** The registered rjsf widget names of the studio's widgets (see edit/studioWidgets.ts). */
export const WIDGET_OF: Record<StudioWidget, string> = { translationKey: 'translationKey', pageLink: 'pageLink', markup: 'markup' }

function resolved(schema: Schema, root: Schema, seen: Set<string>): Schema | undefined {
  if (typeof schema.$ref !== 'string') return schema
  if (!schema.$ref.startsWith('#') || seen.has(schema.$ref)) return undefined
  seen.add(schema.$ref)
  let target: unknown = root
  for (const segment of pointerSegments(schema.$ref.slice(1))) target = isObject(target) ? target[segment] : undefined
  return isObject(target) ? resolved({ ...target, ...schema, $ref: undefined }, root, seen) : undefined
}

/**
 * The schemas' titles are type names for the generated types ("TextKey", "Image"); a field they label would read
 * "TextKey" for every text key. Such a field is labelled with its property name instead.
 */
const isTypeName = (title: unknown) => typeof title === 'string' && /^[A-Z][A-Za-z0-9]*$/.test(title)

/** Every schema that can describe the same value: itself and its allOf/oneOf/anyOf/then/else parts. */
function alternatives(schema: Schema): Schema[] {
  const parts = [schema.allOf, schema.oneOf, schema.anyOf].flatMap((list) => (Array.isArray(list) ? list.filter(isObject) : []))
  const branches = [schema.then, schema.else].filter(isObject)
  return [schema, ...[...parts, ...branches].flatMap(alternatives)]
}

function walk(schema: Schema, root: Schema, seen: Set<string>): UiSchema {
  const ui: UiSchema = {}
  // The references followed on the way here: a schema that refers back to itself ends the walk.
  const path = new Set(seen)
  const own = resolved(schema, root, path)
  if (own === undefined) return ui
  for (const part of alternatives(own)) {
    const widget = part['x-studio'] as StudioWidget | undefined
    if (widget && widget in WIDGET_OF) ui['ui:widget'] = WIDGET_OF[widget]
    if (isObject(part.properties)) {
      for (const [name, property] of Object.entries(part.properties)) {
        if (!isObject(property)) continue
        const child = walk(property, root, path)
        if (isTypeName(resolved(property, root, new Set(path))?.title)) child['ui:title'] = name
        if (Object.keys(child).length > 0) ui[name] = { ...(ui[name] as UiSchema | undefined), ...child }
      }
    }
    if (isObject(part.items)) {
      const items = walk(part.items, root, path)
      if (Object.keys(items).length > 0) ui.items = items
    }
  }
  return ui
}

export function uiSchemaFromSchema(schema: Schema): UiSchema {
  return walk(schema, schema, new Set())
}
