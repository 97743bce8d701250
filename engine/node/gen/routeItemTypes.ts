import { readFileSync } from 'node:fs'
import { fromRepo } from '../repoRoot.ts'
import { itemSchemaFile, ownItemSchemaNames, rootTypeOf } from '../validate/routeItemSchemas.ts'
import { API_FEATURE_DIRECTORY, API_SCHEMA_DIRECTORY } from './apiSchemas.ts'
import { generatedHeader } from './generatedHeader.ts'
import { relativeModule, schemaToTypes } from './schemaToTypes.ts'

/** Beside the route sources: the item types are the site's, the engine reads them through SiteEngine.RouteItemData. */
export const ROUTE_ITEMS_FILE = 'sources/routeItems.gen.ts'

/** sources/<name>.item.gen.ts for every item schema with types of its own (a schema that only refers to an API answer reuses that type). */
export async function routeItemTypeFiles(): Promise<Map<string, string>> {
  const files = new Map<string, string>()
  for (const name of ownItemSchemaNames()) {
    const schemaFile = itemSchemaFile(name)
    const schema = JSON.parse(readFileSync(fromRepo(schemaFile), 'utf8')) as Record<string, unknown>
    if (typeof schema.title !== 'string') continue
    const typesFile = `sources/${name}.item.gen.ts`
    files.set(typesFile, await schemaToTypes(schemaFile, typesFile))
  }
  return files
}

/** sources/routeItems.gen.ts: item schema name → the type of its items' data, which typed loaders read (merged into the engine's SiteEngine.RouteItemData). */
export function routeItemsMapText(): string {
  const imports: string[] = []
  const entries: string[] = []
  for (const name of ownItemSchemaNames()) {
    const root = rootTypeOf(fromRepo('.'), itemSchemaFile(name))
    // An API type comes through the web API feature's entry, as any code outside a feature imports it.
    const typesFile = root.file.startsWith(`${API_SCHEMA_DIRECTORY}/`) ? `${API_FEATURE_DIRECTORY}/index.ts` : `sources/${name}.item.gen.ts`
    const alias = `${root.title}Of_${name.replace(/-/g, '_')}`
    imports.push(`import type { ${root.title} as ${alias} } from '${relativeModule(ROUTE_ITEMS_FILE, typesFile)}'`)
    entries.push(`      /** ${itemSchemaFile(name)} */\n      '${name}': ${alias}`)
  }
  return `${generatedHeader(['sources/*.item.schema.json'])}

${imports.join('\n')}

// The engine's data context reads this through SiteEngine.RouteItemData (engine/shared/data/routeItemData.ts).
declare global {
  namespace SiteEngine {
    /** Item schema (the route source that owns sources/<name>.item.schema.json) → the data of its items. */
    interface RouteItemData {
${entries.join('\n')}
    }
  }
}
`
}
