/**
 * npm run gen: writes every generated file (engine/node/gen/generatedFiles.ts lists them: the *.gen.ts types, the answer
 * validators, the island list, schemas/*.gen.schema.json), each opening with the files it is generated from.
 */
import { readFileSync, writeFileSync, mkdirSync, existsSync } from 'node:fs'
import { dirname } from 'node:path'
import { BLOCK_UNION_FILE, blockUnionText, renderGeneratedFiles } from '../engine/node/gen/generatedFiles.ts'
import { bundleNamingSchema } from '../engine/node/gen/bundleSchema.ts'
import { listBundleFiles } from '../engine/node/load/loadProject.ts'
import { MICRO_APP_SCHEMA_FILE, microAppSchemaText } from '../engine/node/gen/microApps.ts'
import { fromRepo } from '../engine/node/repoRoot.ts'
import { apiContractForGeneration } from '../api/contract/readApiContract.ts'
import { readBlockFolders } from '../engine/node/gen/readBlockFolders.ts'

// A block folder missing a file, or naming one it does not have, is the author's to fix: say which, write nothing.
const incomplete = readBlockFolders().problems
if (incomplete.length) {
  console.error(`npm run gen wrote nothing; fix these block folders first:\n${incomplete.map((problem) => `  ${problem}`).join('\n')}`)
  process.exit(1)
}

// The document types refer to the block union, and a block's props to the micro-app names, so these are written first.
writeFileSync(fromRepo(BLOCK_UNION_FILE), blockUnionText())
writeFileSync(fromRepo(MICRO_APP_SCHEMA_FILE), microAppSchemaText())
const files = await renderGeneratedFiles({ apiContract: apiContractForGeneration() })
let changed = 0
for (const [file, text] of files) {
  const path = fromRepo(file)
  if (existsSync(path) && readFileSync(path, 'utf8') === text) continue
  mkdirSync(dirname(path), { recursive: true })
  writeFileSync(path, text)
  console.log(`wrote ${file}`)
  changed++
}
// Every bundle names the generated schema, so a new bundle gets editor help without anyone remembering to add it.
for (const file of listBundleFiles()) {
  const text = readFileSync(fromRepo(file), 'utf8')
  const named = bundleNamingSchema(text)
  if (named === text) continue
  writeFileSync(fromRepo(file), named)
  console.log(`added "$schema" to ${file}`)
}
console.log(`${files.size} generated files, ${changed} updated.`)
