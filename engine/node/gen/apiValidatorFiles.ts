import { Ajv } from 'ajv'
import standaloneCode from 'ajv/dist/standalone/index.js'
import { readdirSync } from 'node:fs'
import { fromRepo } from '../repoRoot.ts'
import { API_FEATURE_DIRECTORY, API_SCHEMA_DIRECTORY, API_VALIDATORS_DIRECTORY, readApiSchema } from './apiSchemas.ts'
import { generatedHeader } from './generatedHeader.ts'

/** The index of the answer checks: endpoint path → a loader of its answer id's validator file. */
export const ANSWER_CHECKS_FILE = `${API_FEATURE_DIRECTORY}/answerChecks.gen.ts`

const SCHEMA_BASE = 'file:///'

const NO_TYPES_NOTE = `// @ts-nocheck: ajv's standalone output is plain JavaScript; ${API_FEATURE_DIRECTORY}/checkAnswer.ts gives it types.`

/** The check of an array of items: ajv's array check, with the item's check imported from its file instead of copied. */
function listCheck(item: string): string {
  return `import { validate as validateItem } from './${item}.gen.ts'

export function validate(data) {
  if (!Array.isArray(data)) {
    validate.errors = [{ instancePath: '', schemaPath: '#/type', keyword: 'type', params: { type: 'array' }, message: 'must be array' }]
    return false
  }
  for (let index = 0; index < data.length; index++) {
    if (!validateItem(data[index], { instancePath: \`/\${index}\`, parentData: data, parentDataProperty: index, rootData: data })) {
      validate.errors = validateItem.errors
      return false
    }
  }
  validate.errors = null
  return true
}
`
}

/**
 * Browser-safe answer checks: ajv's standalone code, one file per answer id of the site's endpoint table ("geoIp", or
 * "branchList" for an array of branches; from the contract `contractFile`), and an index that loads each on demand. A
 * page then fetches only the checks of the endpoints it calls: one file for every endpoint made the ride page fetch
 * 27 KB gzipped, 88 % of it never run. A list's check imports its item's check; each other file carries the shared
 * definitions it needs. The checks stop at the first error (the client reports one pointer) and use no keyword that
 * needs an ajv runtime import (no formats, minLength or uniqueItems in schemas/api/). Compiled as draft-07 (the
 * keywords used mean the same there): the 2020-12 class adds dynamic-reference bookkeeping to every function. Shared
 * definitions stay functions (inlineRefs: false), which keeps the code about a tenth smaller.
 */
export function apiValidatorFiles(endpointAnswers: Record<string, string>, contractFile: string): Map<string, string> {
  const ajv = new Ajv({ strict: true, allErrors: false, inlineRefs: false, code: { source: true, esm: true, lines: true } })
  for (const name of readdirSync(fromRepo(API_SCHEMA_DIRECTORY))
    .filter((file) => file.endsWith('.schema.json'))
    .sort()) {
    const { $schema: _draft, ...schema } = readApiSchema(`${API_SCHEMA_DIRECTORY}/${name}`)
    ajv.addSchema(schema, `${SCHEMA_BASE}${API_SCHEMA_DIRECTORY}/${name}`)
  }
  const header = generatedHeader([`${API_SCHEMA_DIRECTORY}/*.schema.json`, contractFile])
  const files = new Map<string, string>()
  const answers = [...new Set(Object.values(endpointAnswers))].sort()
  // A list's check runs its item's check on each item, so an item's code is written once (in its own file).
  const items = [...new Set(answers.map((answer) => answer.replace(/List$/, '')))].sort()
  for (const item of items) {
    const file = `${API_VALIDATORS_DIRECTORY}/${item}.gen.ts`
    const code = standaloneCode(ajv, { validate: `${SCHEMA_BASE}${API_SCHEMA_DIRECTORY}/${item}.schema.json` })
    if (/\brequire\(|^import /m.test(code))
      throw new Error(`${file} would import ajv runtime code; keep schemas/api/ to keywords that compile to plain JavaScript.`)
    files.set(file, `${header}\n${NO_TYPES_NOTE}\n${code.replace(/^"use strict";/, '').trim()}\n`)
  }
  for (const answer of answers.filter((answer) => answer.endsWith('List')))
    files.set(`${API_VALIDATORS_DIRECTORY}/${answer}.gen.ts`, `${header}\n${NO_TYPES_NOTE}\n${listCheck(answer.replace(/List$/, ''))}`)
  const loaders = Object.entries(endpointAnswers).map(([path, answer]) => `  '${path}': () => import('./validators/${answer}.gen.ts'),`)
  files.set(
    ANSWER_CHECKS_FILE,
    `${header}

/** Each endpoint's answer check (${API_VALIDATORS_DIRECTORY}/), fetched with its first call (checkAnswer.ts). */
export const ANSWER_CHECKS = {
${loaders.join('\n')}
} as const
`,
  )
  return files
}
