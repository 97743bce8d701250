import { blockManifest } from '../../registry/blockManifest.gen.ts'

/**
 * Each block whose loader reads its page's item → the item schemas it declares (`pageItem: ['help-articles']` in
 * blocks/<name>/data.ts), from the block manifest: validation is synchronous and loads no block code.
 * engine/node/validate/blockPageItems.test.ts checks the manifest against the loaders themselves.
 */
export function blockPageItems(): Map<string, string[]> {
  return new Map(
    Object.entries(blockManifest)
      .filter(([, facts]) => facts.pageItem.length > 0)
      .map(([name, facts]) => [name, [...facts.pageItem]]),
  )
}
