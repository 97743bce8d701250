/** npm run gen: writes the *.gen.ts types and schemas/block.gen.schema.json from the JSON Schemas. */
import { readFileSync, writeFileSync, mkdirSync, existsSync } from 'node:fs'
import { dirname } from 'node:path'
import { BLOCK_UNION_FILE, blockUnionText, renderGeneratedFiles } from '../engine/node/generatedFiles.ts'
import { fromRepo } from '../engine/node/repoRoot.ts'

// The document types refer to the block union, so it is written first.
writeFileSync(fromRepo(BLOCK_UNION_FILE), blockUnionText())
const files = await renderGeneratedFiles()
let changed = 0
for (const [file, text] of files) {
  const path = fromRepo(file)
  if (existsSync(path) && readFileSync(path, 'utf8') === text) continue
  mkdirSync(dirname(path), { recursive: true })
  writeFileSync(path, text)
  console.log(`wrote ${file}`)
  changed++
}
console.log(`${files.size} generated files, ${changed} updated.`)
