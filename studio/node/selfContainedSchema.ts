/**
 * A document kind's JSON Schema made self-contained for the studio's forms: every $ref to another schema file (the
 * common definitions, each block type's props.schema.json) is copied into the root's $defs and pointed at as
 * "#/$defs/…", so recursive schemas (blocks inside blocks) stay finite. Descriptions and enums are kept. Fields the
 * studio edits with its own widgets get "x-studio", read from the keywords validation already uses for them:
 * x-kind "textKey" (a translation key), x-kind "link" (a link that may be page:<id>), x-markup "literal" (content
 * markup written in the document) and x-markup "translationKey" (a key whose text is markup: still a key).
 */
import { posix } from 'node:path'
import type { StudioSchema, StudioWidget } from '../shared/studioApi.ts'

type Schema = Record<string, unknown>

const isObject = (value: unknown): value is Schema => value !== null && typeof value === 'object' && !Array.isArray(value)

function widgetOf(node: Schema): StudioWidget | undefined {
  if (node['x-markup'] === 'literal') return 'markup'
  if (node['x-markup'] === 'translationKey' || node['x-kind'] === 'textKey') return 'translationKey'
  if (node['x-kind'] === 'link') return 'pageLink'
  return undefined
}

function atPointer(schema: unknown, fragment: string): unknown {
  let target = schema
  for (const segment of fragment.split('/').slice(1)) {
    const name = decodeURIComponent(segment).replaceAll('~1', '/').replaceAll('~0', '~')
    target = isObject(target) ? target[name] : Array.isArray(target) ? target[Number(name)] : undefined
  }
  return target
}

/** `file` is repository-relative ("schemas/page.schema.json"); readSchema reads one schema file by that name. */
export function selfContainedSchema(file: string, readSchema: (file: string) => Schema): StudioSchema {
  const defs: Schema = {}
  const keyOf = new Map<string, string>()
  const definitionKey = (target: string, fragment: string) => {
    const id = `${target}#${fragment}`
    let key = keyOf.get(id)
    if (key) return key
    const base = `${target.replace(/^schemas\//, '').replace(/(\/props)?\.schema\.json$/, '')}${fragment}`.replace(/[^A-Za-z0-9]+/g, '_')
    key = base
    for (let n = 2; key in defs; n++) key = `${base}_${n}`
    keyOf.set(id, key)
    defs[key] = {}
    const found = atPointer(readSchema(target), fragment)
    if (!isObject(found)) throw new Error(`${file}: the reference ${id} names nothing`)
    defs[key] = convert(found, target)
    return key
  }
  const convert = (node: unknown, at: string): unknown => {
    if (Array.isArray(node)) return node.map((item) => convert(item, at))
    if (!isObject(node)) return node
    const copy: Schema = {}
    for (const [name, value] of Object.entries(node)) {
      if (name === '$ref' && typeof value === 'string') copy.$ref = localReference(value, at)
      else if (name === '$schema' && at !== file) continue
      else copy[name] = convert(value, at)
    }
    const widget = widgetOf(copy)
    if (widget) copy['x-studio'] = widget
    return copy
  }
  const localReference = (ref: string, at: string): string => {
    const [path = '', fragment = ''] = ref.split('#')
    const target = path ? posix.normalize(posix.join(posix.dirname(at), path)) : at
    // The root's own definitions stay where they are: its $defs are converted with it.
    if (target === file) return `#${fragment}`
    return `#/$defs/${definitionKey(target, fragment)}`
  }
  const root = convert(readSchema(file), file) as Schema
  root.$defs = { ...(isObject(root.$defs) ? root.$defs : {}), ...defs }
  inheritWidgets(root, root)
  return root as StudioSchema
}

/** A field written as a $ref to a translation key's definition is itself a translation key field. */
function inheritWidgets(node: unknown, root: Schema, seen = new Set<unknown>()): void {
  if (!isObject(node) && !Array.isArray(node)) return
  if (seen.has(node)) return
  seen.add(node)
  if (isObject(node) && typeof node.$ref === 'string' && node['x-studio'] === undefined) {
    const widget = referencedWidget(node.$ref, root, new Set())
    if (widget) node['x-studio'] = widget
  }
  for (const value of Object.values(node)) inheritWidgets(value, root, seen)
}

function referencedWidget(ref: string, root: Schema, followed: Set<string>): StudioWidget | undefined {
  if (!ref.startsWith('#') || followed.has(ref)) return undefined
  followed.add(ref)
  const target = atPointer(root, ref.slice(1))
  if (!isObject(target)) return undefined
  if (typeof target['x-studio'] === 'string') return target['x-studio'] as StudioWidget
  return typeof target.$ref === 'string' ? referencedWidget(target.$ref, root, followed) : undefined
}
