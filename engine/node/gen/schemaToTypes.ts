import { compile, type Options } from 'json-schema-to-typescript'
import { readFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { fromRepo } from '../repoRoot.ts'
import { generatedHeader } from './generatedHeader.ts'

/** Where the generated page and layout types find the block union (engine/shared/types/block.gen.ts). */
const BLOCK_TYPES_MODULE = 'engine/shared/types/block.gen.ts'

/**
 * Page and layout documents refer to schemas/block.gen.schema.json, whose props are checked with
 * if/then per block type (good ajv messages) and would become `props: {}` in TypeScript. The types
 * name the generated discriminated union instead (see blockUnionTypes.ts).
 */
const blockUnionStub = {
  order: 1,
  canRead: /[\\/]block\.gen\.schema\.json$/,
  read: () => JSON.stringify({ tsType: 'Block', properties: { type: { tsType: "Block['type']" } } }),
}

const OPTIONS: Partial<Options> = {
  additionalProperties: false,
  format: true,
  declareExternallyReferenced: true,
  unreachableDefinitions: false,
  // ajv enforces minItems/maxItems; as types they would spell out every tuple length (1,570 lines for 3–12 models).
  ignoreMinAndMaxItems: true,
  $refOptions: { resolve: { blockUnion: blockUnionStub } },
}

/** The TypeScript types of one schema file; `importFrom` is the repo path of the generated file, for relative imports. */
export async function schemaToTypes(schemaFile: string, importFrom: string): Promise<string> {
  const schema = JSON.parse(readFileSync(fromRepo(schemaFile), 'utf8'))
  return schemaObjectToTypes(schema, dirname(schemaFile), importFrom, [schemaFile])
}

/** The types of a schema built in code; `sources` are the files it was built from, named in the header. */
export async function schemaObjectToTypes(
  schema: Record<string, unknown>,
  schemaDirectory: string,
  importFrom: string,
  sources: readonly string[],
  options: Partial<Options> = {},
): Promise<string> {
  const copy = { ...schema }
  delete copy.$schema
  const header = generatedHeader(sources)
  const ts = await compile(copy as never, (copy.title as string | undefined) ?? 'Document', {
    ...OPTIONS,
    bannerComment: header,
    ...options,
    cwd: fromRepo(schemaDirectory),
  })
  return tidy(withBlockImport(ts, importFrom, header))
}

function withBlockImport(ts: string, importFrom: string, header: string): string {
  if (!/\bBlock\b/.test(ts.replace(/\/\*[\s\S]*?\*\//g, '')) || importFrom === BLOCK_TYPES_MODULE) return ts
  const specifier = relativeModule(importFrom, BLOCK_TYPES_MODULE)
  // Re-exported so that code importing Block from page.gen.ts or layout.gen.ts gets the union.
  return ts.replace(header, `${header}\n\nimport type { Block } from '${specifier}'\nexport type { Block }`)
}

/** "./x.gen.ts" or "../shared/x.gen.ts" from one repo file to another. */
export function relativeModule(fromFile: string, toFile: string): string {
  const from = dirname(fromFile).split('/')
  const to = toFile.split('/')
  let common = 0
  while (common < from.length && from[common] === to[common]) common++
  const up = from.length - common
  return `${up === 0 ? './' : '../'.repeat(up)}${to.slice(common).join('/')}`
}

function tidy(ts: string): string {
  return `${ts.replace(/\n{3,}/g, '\n\n').trimEnd()}\n`
}
