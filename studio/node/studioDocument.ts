/** GET /studio/api/document?file=: a document's text, value, version, self-contained schema and problems. */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { DOCUMENT_KINDS, kindOfFile } from '../../engine/model/documentKinds.ts'
import { BUNDLE_SCHEMA_FILE } from '../../engine/node/gen/bundleSchema.ts'
import { parseJsonSource } from '../../engine/node/load/parseJsonSource.ts'
import type { ValidationResult } from '../../engine/node/validate/validateProject.ts'
import type { StudioDocument } from '../shared/studioApi.ts'
import { selfContainedSchema } from './selfContainedSchema.ts'
import { studioFilePath } from './studioFilePath.ts'
import { textVersion } from './textVersion.ts'

export function studioDocument(root: string, engineRoot: string, file: unknown, validation: () => ValidationResult): StudioDocument {
  const path = studioFilePath(root, file)
  const name = file as string
  const text = readFileSync(path, 'utf8')
  const parsed = parseJsonSource(name, text)
  const kind = kindOfFile(name)
  // Bundles are checked key by key against en-US; the generated bundle schema is what editors complete them with.
  const schemaFile = kind ? DOCUMENT_KINDS[kind].schema : BUNDLE_SCHEMA_FILE
  const readSchema = (schema: string) => JSON.parse(readFileSync(join(engineRoot, schema), 'utf8')) as Record<string, unknown>
  const problems = parsed.problems.length > 0 ? parsed.problems : validation().problems.filter((problem) => problem.file === name)
  return {
    file: name,
    text,
    ...(parsed.problems.length === 0 ? { value: parsed.source.data } : {}),
    version: textVersion(text),
    schema: selfContainedSchema(schemaFile, readSchema),
    problems,
  }
}
