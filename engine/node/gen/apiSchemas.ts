import { readdirSync, readFileSync } from 'node:fs'
import { fromRepo } from '../repoRoot.ts'
import { schemaObjectToTypes } from './schemaToTypes.ts'

/**
 * The web API's answers (SPEC §7) as JSON Schemas: the one source of the API types and the answer checks. The API is
 * the site's, so what is generated from them is written into the site's web API feature, not into the engine.
 */
export const API_SCHEMA_DIRECTORY = 'schemas/api'
export const API_FEATURE_DIRECTORY = 'features/web-api'
export const API_TYPES_FILE = `${API_FEATURE_DIRECTORY}/types.gen.ts`
/** One pass-or-fail answer check per answer id (validators/branchList.gen.ts…), loaded through answer-checks/ (apiValidatorFiles.ts). */
export const API_VALIDATORS_DIRECTORY = `${API_FEATURE_DIRECTORY}/validators`
/** ajv's full check of each answer id, which names the problem of an answer that failed its validator (explainers/). */
export const API_EXPLAINERS_DIRECTORY = `${API_FEATURE_DIRECTORY}/explainers`
export const API_VEHICLE_CATEGORIES_FILE = `${API_FEATURE_DIRECTORY}/vehicleCategories.gen.ts`

/** Answer schema names ("branch", "fleetModel"…): the files of schemas/api/ except the shared definitions. */
export function listApiSchemaNames(): string[] {
  return readdirSync(fromRepo(API_SCHEMA_DIRECTORY))
    .filter((name) => name.endsWith('.schema.json') && name !== 'common.schema.json')
    .map((name) => name.replace(/\.schema\.json$/, ''))
    .sort()
}

export const readApiSchema = (file: string) => JSON.parse(readFileSync(fromRepo(file), 'utf8')) as Record<string, unknown>

/** Every API type in one file, plus ApiAnswers: answer schema name → its type (the validators are keyed the same way). */
export function apiTypes(): Promise<string> {
  const names = listApiSchemaNames()
  const root = {
    title: 'ApiAnswers',
    description: `Every answer schema of schemas/api/ by name; ${API_VALIDATORS_DIRECTORY}/ checks each.`,
    type: 'object',
    required: names,
    additionalProperties: false,
    properties: Object.fromEntries(names.map((name) => [name, { $ref: `${name}.schema.json` }])),
  }
  return schemaObjectToTypes(root, API_SCHEMA_DIRECTORY, API_TYPES_FILE, [`${API_SCHEMA_DIRECTORY}/*.schema.json`])
}
