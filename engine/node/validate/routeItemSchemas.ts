import { Ajv2020 } from 'ajv/dist/2020.js'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, posix } from 'node:path'
import { REPO_ROOT } from '../repoRoot.ts'

/**
 * A route source declares the JSON Schema of its items' data beside it: sources/<name>.item.schema.json. The
 * schema is the one source of the items' TypeScript type (`npm run gen`), of the data stage's check of every
 * item, and of validation's check that a block reading a page's item sits on a page whose source can feed it.
 * A source without one generates pages whose items carry no data (help-search, help-contact).
 */
export const ITEM_SCHEMA_SUFFIX = '.item.schema.json'

/** The item schema file of a route source, relative to the engine root. */
export const itemSchemaFile = (source: string) => `sources/${source}${ITEM_SCHEMA_SUFFIX}`

export interface RouteItemSchema {
  /** The source whose schema file this is ("help-articles"); the name blocks declare in their loader's `pageItem`. */
  name: string
  /** Its file, relative to the engine root. */
  file: string
}

const readSchema = (engineRoot: string, file: string) => JSON.parse(readFileSync(join(engineRoot, file), 'utf8')) as Record<string, unknown>

/** Another source's item schema that a schema only refers to (`{ "$ref": "help-articles.item.schema.json" }`), as that source's name. */
function aliasOf(schema: Record<string, unknown>): string | undefined {
  const ref = schema.$ref
  const own = Object.keys(schema).filter((key) => !['$schema', '$comment', '$ref'].includes(key))
  if (typeof ref !== 'string' || own.length > 0 || ref.includes('/') || !ref.endsWith(ITEM_SCHEMA_SUFFIX)) return undefined
  return ref.slice(0, -ITEM_SCHEMA_SUFFIX.length)
}

/**
 * Each route source of the engine (its sources/ folder) → the item schema its items follow, or undefined when it
 * declares none. A source whose schema is only a reference to another source's item schema (the ride help centre's
 * pages show what the rent help centre's show) follows that one: a block that reads it is fed by both.
 */
export function routeItemSchemas(sources: string[], engineRoot: string = REPO_ROOT): Map<string, RouteItemSchema | undefined> {
  const result = new Map<string, RouteItemSchema | undefined>()
  const resolve = (source: string, seen: string[]): RouteItemSchema | undefined => {
    const file = itemSchemaFile(source)
    if (!existsSync(join(engineRoot, file))) return undefined
    const alias = aliasOf(readSchema(engineRoot, file))
    if (alias === undefined || seen.includes(alias)) return { name: source, file }
    return resolve(alias, [...seen, source])
  }
  for (const source of sources) result.set(source, resolve(source, [source]))
  return result
}

/** The item schema files of the engine that are schemas of their own (not a reference to another source's), by source name. */
export function ownItemSchemaNames(engineRoot: string = REPO_ROOT): string[] {
  const folder = join(engineRoot, 'sources')
  if (!existsSync(folder)) return []
  return readdirSync(folder)
    .filter((file) => file.endsWith(ITEM_SCHEMA_SUFFIX))
    .map((file) => file.slice(0, -ITEM_SCHEMA_SUFFIX.length))
    .filter((name) => aliasOf(readSchema(engineRoot, itemSchemaFile(name))) === undefined)
    .sort()
}

/** Where a schema's root type is declared: its own title, or, for a schema that only refers to another file, that file's. */
export function rootTypeOf(engineRoot: string, file: string): { title: string; file: string } {
  const schema = readSchema(engineRoot, file)
  if (typeof schema.title === 'string') return { title: schema.title, file }
  if (typeof schema.$ref === 'string' && !schema.$ref.startsWith('#'))
    return rootTypeOf(engineRoot, posix.normalize(posix.join(posix.dirname(file), schema.$ref.split('#')[0])))
  throw new Error(`${file} needs a "title": it names the generated type of the route source's items.`)
}

/** Checks one item's data against its source's item schema: undefined when it matches, else what is wrong (the first few errors). */
export type ItemCheck = (data: unknown) => string | undefined

/**
 * The data stage's item checks: route source → a check of its items' data against its item schema (ajv, the API
 * schemas it refers to loaded alongside). A source without an item schema generates items without data. The schemas
 * compile at the first item checked (about 0.1 s): a data stage that takes every source's items from an earlier one
 * checks none.
 */
export function itemChecks(sources: string[], engineRoot: string = REPO_ROOT): Map<string, ItemCheck> {
  const base = 'file:///'
  const schemas = routeItemSchemas(sources, engineRoot)
  let ajv: Ajv2020 | undefined
  const compiled = (): Ajv2020 => {
    if (ajv) return ajv
    ajv = new Ajv2020({ strict: true, allErrors: true })
    const apiFolder = join(engineRoot, 'schemas/api')
    for (const file of existsSync(apiFolder) ? readdirSync(apiFolder).filter((name) => name.endsWith('.schema.json')) : [])
      ajv.addSchema(readSchema(engineRoot, `schemas/api/${file}`), `${base}schemas/api/${file}`)
    for (const schema of new Set([...schemas.values()].filter((value) => value !== undefined).map((value) => value.file)))
      ajv.addSchema(readSchema(engineRoot, schema), base + schema)
    return ajv
  }
  const checks = new Map<string, ItemCheck>()
  for (const [source, schema] of schemas) {
    if (!schema) {
      checks.set(source, (data) =>
        data === undefined
          ? undefined
          : `it has data, but the source declares no item schema: describe its items in ${itemSchemaFile(source)} and run \`npm run gen\``,
      )
      continue
    }
    checks.set(source, (data) => {
      const validate = compiled().getSchema(base + schema.file)!
      if (validate(data)) return undefined
      const errors = (validate.errors ?? []).slice(0, 3).map((error) => `${error.instancePath || '/'} ${error.message}`)
      return `its data does not match ${schema.file}: ${errors.join('; ')}`
    })
  }
  return checks
}

/** The route sources whose items follow one of the item schemas a loader declares in "pageItem". */
export function feedingSources(pageItem: readonly string[], schemas: Map<string, RouteItemSchema | undefined>): string[] {
  return [...schemas].filter(([, schema]) => schema !== undefined && pageItem.includes(schema.name)).map(([source]) => source)
}

/**
 * Why a block whose loader reads its page's item (`pageItem`) cannot sit on a page that generates from `from`
 * (undefined: a page that generates nothing), or undefined when that source can feed it.
 */
export function pageItemMismatch(
  block: string,
  pageItem: readonly string[],
  from: string | undefined,
  schemas: Map<string, RouteItemSchema | undefined>,
): string | undefined {
  const feeding = feedingSources(pageItem, schemas)
  if (from !== undefined && feeding.includes(from)) return undefined
  const schema = from === undefined ? undefined : schemas.get(from)
  const here =
    from === undefined
      ? 'this page is not generated from data'
      : `this page is generated from "${from}", whose items ${schema ? `follow ${schema.file}` : 'carry no data'}`
  const fix = feeding.length
    ? `sources that can feed it: ${feeding.map((source) => `"${source}"`).join(', ')} (place it on a page with "generate": { "from": "${feeding[0]}" })`
    : 'no route source has that item schema'
  return `the ${block} block shows its page's item (${pageItem.map(itemSchemaFile).join(' or ')}), but ${here}; ${fix}`
}
