import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { REPO_ROOT } from '../repoRoot.ts'

/**
 * Each block whose loader reads its page's item → the item schemas it declares (`pageItem: ['help-articles']` in
 * blocks/<name>/data.ts). Read from the file's text, as the island list reads block.ts (engine/node/gen/islandBlocks.ts):
 * validation is synchronous and loads no block code. engine/node/validate/blockPageItems.test.ts checks the list against the
 * loaders themselves.
 */
export function blockPageItems(engineRoot: string = REPO_ROOT): Map<string, string[]> {
  const result = new Map<string, string[]>()
  const blocks = join(engineRoot, 'blocks')
  if (!existsSync(blocks)) return result
  for (const name of readdirSync(blocks).sort()) {
    const file = join(blocks, name, 'data.ts')
    if (!existsSync(file)) continue
    const list = /\bpageItem:\s*\[([^\]]*)\]/.exec(readFileSync(file, 'utf8'))?.[1]
    if (list === undefined) continue
    result.set(
      name,
      [...list.matchAll(/'([^']+)'|"([^"]+)"/g)].map((match) => match[1] ?? match[2]),
    )
  }
  return result
}
