// Validation reads each loader's "pageItem" from the block manifest, which gen reads from the text of blocks/<name>/data.ts;
// this keeps that reading equal to the loaders themselves.
import { existsSync, readdirSync } from 'node:fs'
import { pathToFileURL } from 'node:url'
import { describe, expect, it } from 'vitest'
import type { BlockData } from '../../shared/data/defineBlockData.ts'
import { blockPageItems } from './blockPageItems.ts'
import { fromRepo } from '../repoRoot.ts'
import { ownItemSchemaNames } from './routeItemSchemas.ts'

describe('blockPageItems', () => {
  it('reads the pageItem list every loader declares, naming only item schemas that exist', async () => {
    const declared = new Map<string, string[]>()
    for (const name of readdirSync(fromRepo('blocks')).sort()) {
      if (!existsSync(fromRepo(`blocks/${name}/data.ts`))) continue
      const module = (await import(pathToFileURL(fromRepo(`blocks/${name}/data.ts`)).href)) as { default: BlockData }
      const pageItem = (module.default as { pageItem?: readonly string[] }).pageItem
      if (pageItem) declared.set(name, [...pageItem])
    }
    expect(blockPageItems()).toEqual(declared)
    expect(declared.get('help-article')).toEqual(['help-articles'])
    for (const schemas of declared.values()) for (const schema of schemas) expect(ownItemSchemaNames()).toContain(schema)
  }, 60000)
})
