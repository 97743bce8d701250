import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'
import { readFileSync, readdirSync, existsSync } from 'node:fs'
import { DOCUMENT_KINDS, type DocumentKind } from './documentKinds.ts'
import { addMarkupKeyword } from './markupKeyword.ts'
import { addReferenceKeyword } from './referenceKeyword.ts'
import { fromRepo } from './repoRoot.ts'

export const SCHEMA_BASE = 'file:///'

/** Every schema file of the repository: the shared ones and each block's props schema. */
export function listSchemaFiles(): string[] {
  // schemas/api/: block props refer to the API's vehicle categories.
  const shared = ['schemas', 'schemas/api'].flatMap((folder) =>
    readdirSync(fromRepo(folder))
      .filter((name) => name.endsWith('.schema.json'))
      .map((name) => `${folder}/${name}`),
  )
  const blocks = readdirSync(fromRepo('blocks'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(fromRepo(`blocks/${entry.name}/props.schema.json`)))
    .map((entry) => `blocks/${entry.name}/props.schema.json`)
  return [...shared, ...blocks].sort()
}

export interface SchemaRegistry {
  validatorFor(kind: DocumentKind): ValidateFunction
  blockPropsValidator(blockType: string): ValidateFunction | undefined
  schema(file: string): Record<string, unknown>
}

/** Compiles every schema once (ajv strict mode); validators are reused for every document. */
export function createSchemaRegistry(): SchemaRegistry {
  const ajv = new Ajv2020({ strict: true, allErrors: true, verbose: true })
  ajv.addVocabulary(['x-error'])
  addReferenceKeyword(ajv)
  addMarkupKeyword(ajv)
  addFormats.default(ajv)
  const schemas = new Map<string, Record<string, unknown>>()
  for (const file of listSchemaFiles()) {
    const schema = JSON.parse(readFileSync(fromRepo(file), 'utf8')) as Record<string, unknown>
    schemas.set(file, schema)
    ajv.addSchema(schema, SCHEMA_BASE + file)
  }
  const kindValidators = new Map<DocumentKind, ValidateFunction>()
  const blockValidators = new Map<string, ValidateFunction>()
  return {
    validatorFor(kind) {
      let validate = kindValidators.get(kind)
      if (!validate) {
        validate = ajv.getSchema(SCHEMA_BASE + DOCUMENT_KINDS[kind].schema)!
        kindValidators.set(kind, validate)
      }
      return validate
    },
    blockPropsValidator(blockType) {
      const file = `blocks/${blockType}/props.schema.json`
      if (!schemas.has(file)) return undefined
      let validate = blockValidators.get(blockType)
      if (!validate) {
        validate = ajv.getSchema(SCHEMA_BASE + file)!
        blockValidators.set(blockType, validate)
      }
      return validate
    },
    schema(file) {
      return schemas.get(file)!
    },
  }
}

export type { ErrorObject }
