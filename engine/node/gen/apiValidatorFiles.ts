import { Ajv } from 'ajv'
import standaloneCode from 'ajv/dist/standalone/index.js'
import { readdirSync } from 'node:fs'
import { fromRepo } from '../repoRoot.ts'
import {
  API_EXPLAINERS_DIRECTORY,
  API_FEATURE_DIRECTORY,
  API_SCHEMA_DIRECTORY,
  API_VALIDATORS_DIRECTORY,
  readApiSchema,
} from './apiSchemas.ts'
import { generatedHeader } from './generatedHeader.ts'
import { passFailCheck } from './passFailCheck.ts'

/** The answer checks' loaders, one per answer id ("branchListCheck"), each from its own module in answer-checks/. */
export const ANSWER_CHECKS_FILE = `${API_FEATURE_DIRECTORY}/answerChecks.gen.ts`
/** The index of the explainers: endpoint path → a loader of its answer id's explainer (ajv's full code). */
export const ANSWER_EXPLAINERS_FILE = `${API_FEATURE_DIRECTORY}/answerExplainers.gen.ts`

/** One module per answer id with the loader of its check. */
const API_CHECK_LOADERS_DIRECTORY = `${API_FEATURE_DIRECTORY}/answer-checks`

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
 * One loader per answer id, each in a module of its own (answer-checks/branchList.gen.ts exports `branchListCheck`),
 * gathered by answerChecks.gen.ts. A call names its answer's check (requestJson's `check`), so a bundle carries the
 * loaders of the calls it makes: a table of every endpoint's loaders was 7 KB, two thirds of it never run, on every
 * page that called the API, and one module of loaders went whole into the chunk every app shares. Typed with the
 * answer id, so a call cannot name another answer's check.
 */
function checkLoaderFiles(header: string, answers: string[]): Map<string, string> {
  const files = new Map<string, string>()
  for (const answer of answers)
    files.set(
      `${API_CHECK_LOADERS_DIRECTORY}/${answer}.gen.ts`,
      `${header}

import type { AnswerCheck } from '../checkAnswer.ts'

/** The check of the answer "${answer}" (../validators/${answer}.gen.ts), fetched with the first call that needs it. */
export const ${answer}Check = (() => import('../validators/${answer}.gen.ts')) as AnswerCheck<'${answer}'>
`,
    )
  const exports = answers.map((answer) => `export { ${answer}Check } from './answer-checks/${answer}.gen.ts'`)
  files.set(
    ANSWER_CHECKS_FILE,
    `${header}

${exports.join('\n')}
`,
  )
  return files
}

/** The explainers' index, endpoint path → a loader: fetched only for an answer that failed, so its size costs no page. */
function explainerIndex(header: string, endpointAnswers: Record<string, string>): string {
  const loaders = Object.entries(endpointAnswers).map(([path, answer]) => `  '${path}': () => import('./explainers/${answer}.gen.ts'),`)
  return `${header}

/** Each endpoint's explainer (${API_EXPLAINERS_DIRECTORY}/): ajv's full check, fetched only for an answer that failed its check (checkAnswer.ts). */
export const ANSWER_EXPLAINERS = {
${loaders.join('\n')}
} as const
`
}

/**
 * Browser-safe answer checks: ajv's standalone code, one file per answer id of the site's endpoint table ("geoIp", or
 * "branchList" for an array of branches; from the contract `contractFile`), each with a loader a call names
 * (checkLoaderFiles). A page then fetches only the checks of the endpoints it calls: one file for every endpoint made the ride page fetch
 * 27 KB gzipped, 88 % of it never run. A list's check imports its item's check; each other file carries the shared
 * definitions it needs. The checks stop at the first error (the client reports one pointer) and use no keyword that
 * needs an ajv runtime import (no formats, minLength or uniqueItems in schemas/api/). Compiled as draft-07 (the
 * keywords used mean the same there): the 2020-12 class adds dynamic-reference bookkeeping to every function. Shared
 * definitions stay functions (inlineRefs: false), which keeps the code about a tenth smaller.
 *
 * Each answer id has two files: `validators/` says pass or fail (passFailCheck.ts: ajv's code without its error texts,
 * about half the bytes, all of them run for a valid answer), `explainers/` is ajv's full code, which the browser
 * loads only for an answer that failed, to name the pointer and the problem.
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
    const code = standaloneCode(ajv, { validate: `${SCHEMA_BASE}${API_SCHEMA_DIRECTORY}/${item}.schema.json` })
    if (/\brequire\(|^import /m.test(code))
      throw new Error(
        `${API_VALIDATORS_DIRECTORY}/${item}.gen.ts would import ajv runtime code; keep schemas/api/ to keywords that compile to plain JavaScript.`,
      )
    const explainer = code.replace(/^"use strict";/, '').trim()
    files.set(`${API_EXPLAINERS_DIRECTORY}/${item}.gen.ts`, `${header}\n${NO_TYPES_NOTE}\n${explainer}\n`)
    files.set(`${API_VALIDATORS_DIRECTORY}/${item}.gen.ts`, `${header}\n${NO_TYPES_NOTE}\n${passFailCheck(explainer)}\n`)
  }
  for (const answer of answers.filter((answer) => answer.endsWith('List'))) {
    const check = listCheck(answer.replace(/List$/, ''))
    files.set(`${API_EXPLAINERS_DIRECTORY}/${answer}.gen.ts`, `${header}\n${NO_TYPES_NOTE}\n${check}`)
    files.set(`${API_VALIDATORS_DIRECTORY}/${answer}.gen.ts`, `${header}\n${NO_TYPES_NOTE}\n${passFailCheck(check)}`)
  }
  for (const [file, text] of checkLoaderFiles(header, answers)) files.set(file, text)
  files.set(ANSWER_EXPLAINERS_FILE, explainerIndex(header, endpointAnswers))
  return files
}
