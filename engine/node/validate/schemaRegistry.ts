import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'
import { createHash } from 'node:crypto'
import { readFileSync, readdirSync, existsSync } from 'node:fs'
import { DOCUMENT_KINDS, type DocumentKind } from '../../model/documentKinds.ts'
import { isSafeLink } from '../../shared/safeLink.ts'
import { addMarkupKeyword } from './markupKeyword.ts'
import { addReferenceKeyword } from './referenceKeyword.ts'
import { join } from 'node:path'
import { REPO_ROOT } from '../repoRoot.ts'

export const SCHEMA_BASE = 'file:///'

/** Every schema file under `engineRoot` (the repository): the shared ones and each block's props schema. */
export function listSchemaFiles(engineRoot: string = REPO_ROOT): string[] {
  const under = (path: string) => join(engineRoot, path)
  // schemas/api/: block props refer to the API's vehicle categories.
  const shared = ['schemas', 'schemas/api'].flatMap((folder) =>
    readdirSync(under(folder))
      .filter((name) => name.endsWith('.schema.json'))
      .map((name) => `${folder}/${name}`),
  )
  const blocks = readdirSync(under('blocks'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(under(`blocks/${entry.name}/props.schema.json`)))
    .map((entry) => `blocks/${entry.name}/props.schema.json`)
  return [...shared, ...blocks].sort()
}

export interface SchemaRegistry {
  validatorFor(kind: DocumentKind): ValidateFunction
  blockPropsValidator(blockType: string): ValidateFunction | undefined
  schema(file: string): Record<string, unknown>
}

/**
 * Compiles the schemas under `engineRoot` (ajv strict mode); validators are reused for every document. They keep
 * nothing of a run: call them as validate.call(run, data) with a ValidationRun (validationRun.ts).
 */
export function createSchemaRegistry(engineRoot: string = REPO_ROOT, texts = readSchemaTexts(engineRoot)): SchemaRegistry {
  const ajv = new Ajv2020({ strict: true, allErrors: true, verbose: true, passContext: true })
  ajv.addVocabulary(['x-error'])
  addReferenceKeyword(ajv)
  addMarkupKeyword(ajv)
  addFormats.default(ajv)
  // safeUrl's format: the rule the content markup's links follow too, so no schema pattern can drift from it.
  ajv.addFormat('safe-link', { type: 'string', validate: isSafeLink })
  const schemas = new Map<string, Record<string, unknown>>()
  for (const [file, text] of texts) {
    const schema = JSON.parse(text) as Record<string, unknown>
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

/** The text of every schema file under `engineRoot`, by file. */
function readSchemaTexts(engineRoot: string): Map<string, string> {
  return new Map(listSchemaFiles(engineRoot).map((file) => [file, readFileSync(join(engineRoot, file), 'utf8')]))
}

const compiled = new Map<string, { digest: string; registry: SchemaRegistry }>()

/**
 * The registry of the schemas under `engineRoot`, compiled on first use (about a second) and shared after while the
 * schema files stay as they were: a cache of immutable validators keyed by the folder they were read from and by
 * the files' content, so two engines in one process never mix, and a schema that `npm run gen` rewrote while the
 * dev server runs (a block added) is compiled again.
 */
export function schemaRegistryFor(engineRoot: string = REPO_ROOT): SchemaRegistry {
  const texts = readSchemaTexts(engineRoot)
  const hash = createHash('sha256')
  for (const [file, text] of texts) hash.update(`${file}\0${text}\0`)
  const digest = hash.digest('hex')
  const cached = compiled.get(engineRoot)
  if (cached?.digest === digest) return cached.registry
  const registry = createSchemaRegistry(engineRoot, texts)
  compiled.set(engineRoot, { digest, registry })
  return registry
}
