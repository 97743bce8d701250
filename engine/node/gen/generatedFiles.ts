import { DOCUMENT_KINDS } from '../../model/documentKinds.ts'
import { HYDRATIONS } from '../../shared/defineBlock.ts'
import { apiTypes, API_TYPES_FILE, API_VEHICLE_CATEGORIES_FILE } from './apiSchemas.ts'
import { apiValidatorFiles } from './apiValidatorFiles.ts'
import { apiContractFiles, endpointAnswersOf, type ApiContractInput } from './apiContractFiles.ts'
import { blockUnionTypes, BLOCK_TYPES_FILE } from './blockUnionTypes.ts'
import { BUNDLE_SCHEMA_FILE, bundleSchemaText } from './bundleSchema.ts'
import { enumConstant } from './enumConstant.ts'
import { generatedComment } from './generatedHeader.ts'
import { BLOCK_MANIFEST_FILE, blockManifestText } from './blockManifest.ts'
import { MICRO_APP_SCHEMA_FILE, MICRO_APPS_FILE, microAppSchemaText, microAppsText } from './microApps.ts'
import { PAGE_IDS_FILE, pageIdsText } from './pageIds.ts'
import { ROUTE_ITEMS_FILE, routeItemsMapText, routeItemTypeFiles } from './routeItemTypes.ts'
import { schemaToTypes } from './schemaToTypes.ts'
import { readBlockFolders } from './readBlockFolders.ts'

export { GENERATED_COMMENT, generatedComment, generatedHeader } from './generatedHeader.ts'

/** The blocks of blocks/ (readBlockFolders), or the folders that keep gen from listing them, named with what to do. */
export function readBlocks() {
  const { blocks, problems } = readBlockFolders()
  if (problems.length) throw new BlockFoldersIncomplete(problems)
  return blocks
}

/** The names of the blocks, sorted. */
export const listBlockNames = (): string[] => Object.keys(readBlocks())

/** An author's block folder is not complete: gen writes nothing and names each file to add or change. */
export class BlockFoldersIncomplete extends Error {
  constructor(readonly problems: string[]) {
    super(`npm run gen wrote nothing; fix these block folders first:\n${problems.map((problem) => `  ${problem}`).join('\n')}`)
  }
}

/**
 * The block union schema that page and layout documents refer to, derived from the block folders. `islands` names the
 * blocks that hydrate: only those may say when (`hydrate`, overriding their block.ts), others have no island.
 */
export function blockUnionSchema(blockNames: string[], islands: readonly string[] = blockNames): Record<string, unknown> {
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $comment: generatedComment(['blocks/*/props.schema.json']),
    title: 'Block',
    description: 'One block of a page: its id, its type (a folder of blocks/) and its props.',
    type: 'object',
    required: ['id', 'type', 'props'],
    additionalProperties: false,
    properties: {
      id: {
        type: 'string',
        description: 'Unique within the page; overrides refer to the block by this id.',
        pattern: '^[a-z0-9]+(-[a-z0-9]+)*$',
        'x-error': 'must be lowercase words joined by dashes, such as "hero" or "faq-section"',
      },
      type: { description: 'The block type: a folder name under blocks/.', enum: blockNames },
      props: { type: 'object' },
      hydrate: HYDRATE_PROPERTY,
    },
    allOf: blockNames.map((name) => ({
      if: { type: 'object', properties: { type: { const: name } }, required: ['type'] },
      // biome-ignore lint/suspicious/noThenProperty: JSON Schema's if/then keyword, not a promise
      then: {
        type: 'object',
        properties: {
          props: { $ref: `../blocks/${name}/props.schema.json` },
          ...(islands.includes(name) ? {} : { hydrate: NO_ISLAND }),
        },
      },
    })),
  }
}

/** A page's say in when one of its islands hydrates (engine/shared/defineBlock.ts, docs/blocks.md). */
export const HYDRATE_PROPERTY = {
  description:
    "When this block's island hydrates on this page, instead of its block.ts: load, idle, visible, visible-idle (in view, then idle) or intent (at the visitor's first pointer, touch, focus or key inside it).",
  enum: [...HYDRATIONS],
}

const NO_ISLAND = {
  not: {},
  'x-error': 'is for interactive blocks only: this block renders on the server and has no island to hydrate',
}

export const BLOCK_UNION_FILE = 'schemas/block.gen.schema.json'

export function blockUnionText(): string {
  const blocks = readBlocks()
  const islands = Object.keys(blocks).filter((name) => blocks[name].hydrate !== undefined)
  return `${JSON.stringify(blockUnionSchema(Object.keys(blocks), islands), null, 2)}\n`
}

/** What generation needs from the site's code, handed in by the tools (the engine imports no site module). */
export interface SiteGenInputs {
  /** The site's web API contract (OpenAPI 3.1): its tables and request types are generated, and a validator for each answer. */
  apiContract: ApiContractInput
}

/** Every generated file with the content it should have now: path relative to the repo, text. */
export async function renderGeneratedFiles(site: SiteGenInputs): Promise<Map<string, string>> {
  const files = new Map<string, string>()
  const blocks = readBlocks()
  const blockNames = Object.keys(blocks)
  files.set(BLOCK_UNION_FILE, blockUnionText())
  files.set(MICRO_APP_SCHEMA_FILE, microAppSchemaText())
  files.set(MICRO_APPS_FILE, microAppsText())
  for (const name of blockNames) {
    const typesFile = `blocks/${name}/props.gen.ts`
    files.set(typesFile, await schemaToTypes(`blocks/${name}/props.schema.json`, typesFile))
  }
  files.set(BLOCK_TYPES_FILE, await blockUnionTypes(blockNames, (name) => blocks[name].hydrate !== undefined))
  files.set(BLOCK_MANIFEST_FILE, blockManifestText(blocks))
  for (const [kind, { schema }] of Object.entries(DOCUMENT_KINDS)) {
    const typesFile = `engine/shared/types/${kind}.gen.ts`
    files.set(typesFile, await schemaToTypes(schema, typesFile))
  }
  files.set('engine/shared/layoutNames.gen.ts', enumConstant(DOCUMENT_KINDS.layout.schema, '/$defs/layoutName', 'LAYOUT_NAMES'))
  files.set(API_TYPES_FILE, await apiTypes())
  for (const [file, text] of apiValidatorFiles(endpointAnswersOf(site.apiContract), site.apiContract.file)) files.set(file, text)
  for (const [file, text] of apiContractFiles(site.apiContract)) files.set(file, text)
  files.set(BUNDLE_SCHEMA_FILE, bundleSchemaText())
  files.set(PAGE_IDS_FILE, pageIdsText())
  for (const [file, text] of await routeItemTypeFiles()) files.set(file, text)
  files.set(ROUTE_ITEMS_FILE, routeItemsMapText())
  files.set(API_VEHICLE_CATEGORIES_FILE, enumConstant('schemas/api/vehicleCategory.schema.json', '', 'VEHICLE_CATEGORIES'))
  return files
}
