// Protects the rule that types are generated from the schemas: a schema changed without `npm run gen` fails here.
import { readFileSync, existsSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { GENERATED_HEADER, PAGE_IDS_HEADER, renderGeneratedFiles } from '../../engine/node/generatedFiles.ts'
import { fromRepo } from '../../engine/node/repoRoot.ts'

describe('generated files', () => {
  it('are up to date with the schemas (run `npm run gen` if this fails)', async () => {
    const stale: string[] = []
    for (const [file, text] of await renderGeneratedFiles()) {
      if (!existsSync(fromRepo(file)) || readFileSync(fromRepo(file), 'utf8') !== text) stale.push(file)
    }
    expect(stale, `stale generated files: ${stale.join(', ')}. Run \`npm run gen\`.`).toEqual([])
  }, 60000)

  it('start with the do-not-edit header', async () => {
    for (const [file, text] of await renderGeneratedFiles()) {
      // Types from a schema name the schema beside them; the page ids name the documents they come from (pages/*.json).
      const header = file === 'engine/shared/pageIds.gen.ts' ? PAGE_IDS_HEADER : GENERATED_HEADER
      if (file.endsWith('.ts')) expect(text.startsWith(header), file).toBe(true)
    }
  }, 60000)

  it('keep the browser-side answer validators free of imports (no ajv runtime in the client bundle)', async () => {
    const validators = (await renderGeneratedFiles()).get('engine/shared/api/validators.gen.ts')!
    expect(validators).toContain('export const branchList')
    expect(validators).not.toMatch(/^\s*import\b|\brequire\(/m)
  }, 60000)
})
