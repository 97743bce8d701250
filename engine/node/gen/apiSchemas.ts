import { Ajv } from 'ajv'
import standaloneCode from 'ajv/dist/standalone/index.js'
import { readdirSync, readFileSync } from 'node:fs'
import { fromRepo } from '../repoRoot.ts'
import { generatedHeader } from './generatedHeader.ts'
import { schemaObjectToTypes } from './schemaToTypes.ts'

/**
 * The web API's answers (SPEC §7) as JSON Schemas: the one source of the API types and the answer checks. The API is
 * the site's, so what is generated from them is written into the site's web API feature, not into the engine.
 */
export const API_SCHEMA_DIRECTORY = 'schemas/api'
export const API_FEATURE_DIRECTORY = 'features/web-api'
export const API_TYPES_FILE = `${API_FEATURE_DIRECTORY}/types.gen.ts`
export const API_VALIDATORS_FILE = `${API_FEATURE_DIRECTORY}/validators.gen.ts`
export const API_VEHICLE_CATEGORIES_FILE = `${API_FEATURE_DIRECTORY}/vehicleCategories.gen.ts`

/** The answer ids a site's endpoints give, such as ["branch", "branchList"]: a validator is generated for each. */
export type ApiAnswerIds = Iterable<string>

const SCHEMA_BASE = 'file:///'

/** Answer schema names ("branch", "fleetModel"…): the files of schemas/api/ except the shared definitions. */
export function listApiSchemaNames(): string[] {
  return readdirSync(fromRepo(API_SCHEMA_DIRECTORY))
    .filter((name) => name.endsWith('.schema.json') && name !== 'common.schema.json')
    .map((name) => name.replace(/\.schema\.json$/, ''))
    .sort()
}

const readSchema = (file: string) => JSON.parse(readFileSync(fromRepo(file), 'utf8')) as Record<string, unknown>

/** Every API type in one file, plus ApiAnswers: answer schema name → its type (the validators are keyed the same way). */
export function apiTypes(): Promise<string> {
  const names = listApiSchemaNames()
  const root = {
    title: 'ApiAnswers',
    description: `Every answer schema of schemas/api/ by name; ${API_VALIDATORS_FILE} checks each.`,
    type: 'object',
    required: names,
    additionalProperties: false,
    properties: Object.fromEntries(names.map((name) => [name, { $ref: `${name}.schema.json` }])),
  }
  return schemaObjectToTypes(root, API_SCHEMA_DIRECTORY, API_TYPES_FILE, [`${API_SCHEMA_DIRECTORY}/*.schema.json`])
}

/**
 * Browser-safe answer checks: ajv's standalone code, one validator per answer id of the site's endpoint table
 * ("geoIp", or "branchList" for an array of branches; from the contract `contractFile`), handed in by the caller. It stops
 * at the first error (the client reports one pointer) and uses no keyword that needs an ajv runtime import (no formats, minLength or uniqueItems in schemas/api/).
 * Compiled as draft-07 (the keywords used mean the same there): the 2020-12 class adds
 * dynamic-reference bookkeeping to every function. Shared definitions stay functions (inlineRefs:
 * false), which keeps the file about a tenth smaller.
 */
export function apiValidators(answerIds: ApiAnswerIds, contractFile: string): string {
  const ajv = new Ajv({ strict: true, allErrors: false, inlineRefs: false, code: { source: true, esm: true, lines: true } })
  for (const name of readdirSync(fromRepo(API_SCHEMA_DIRECTORY))
    .filter((file) => file.endsWith('.schema.json'))
    .sort()) {
    const { $schema: _draft, ...schema } = readSchema(`${API_SCHEMA_DIRECTORY}/${name}`)
    ajv.addSchema(schema, `${SCHEMA_BASE}${API_SCHEMA_DIRECTORY}/${name}`)
  }
  const exports: Record<string, string> = {}
  for (const answer of new Set(answerIds)) {
    const name = answer.replace(/List$/, '')
    const schemaId = `${SCHEMA_BASE}${API_SCHEMA_DIRECTORY}/${name}.schema.json`
    if (name === answer) exports[answer] = schemaId
    else {
      exports[answer] = `${SCHEMA_BASE}${API_SCHEMA_DIRECTORY}/${answer}`
      ajv.addSchema({ type: 'array', items: { $ref: schemaId } }, exports[answer])
    }
  }
  const code = standaloneCode(ajv, exports)
  if (/\brequire\(|^import /m.test(code))
    throw new Error(`${API_VALIDATORS_FILE} would import ajv runtime code; keep schemas/api/ to keywords that compile to plain JavaScript.`)
  const header = generatedHeader([`${API_SCHEMA_DIRECTORY}/*.schema.json`, contractFile])
  return `${header}\n// @ts-nocheck: ajv's standalone output is plain JavaScript; ${API_FEATURE_DIRECTORY}/checkAnswer.ts gives it types.\n${code.replace(/^"use strict";/, '').trim()}\n`
}
