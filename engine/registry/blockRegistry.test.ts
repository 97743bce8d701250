// Protects the one list of blocks: every registry takes its blocks from the block manifest, and a definition that
// no longer says what the manifest says (edited since `npm run gen`) is an author's error naming the file.
import { describe, expect, it } from 'vitest'
import { isReactIsland, type BlockFacts } from '../model/blockFacts.ts'
import { readBlockFolders } from '../node/gen/readBlockFolders.ts'
import { blockRegistry } from '../server/blockRegistry.ts'
import { defineBlock } from '../shared/defineBlock.ts'
import { blockManifest } from './blockManifest.gen.ts'
import { blockEnhancers, blockModules, createBlockRegistry } from './blockRegistry.ts'

const Empty = () => null
const staticBlock: BlockFacts = { loader: false, enhancer: false, pageItem: [] }

describe('createBlockRegistry', () => {
  it('refuses a definition named otherwise than its folder', () => {
    const modules = { '/blocks/teaser/block.ts': { default: defineBlock({ name: 'teaser-box', component: Empty }) } }
    expect(() => createBlockRegistry(modules, { teaser: staticBlock })).toThrow('a block\'s name must equal its folder name ("teaser")')
  })

  it('refuses a definition changed since npm run gen, naming the file and the difference', () => {
    const modules = { '/blocks/teaser/block.ts': { default: defineBlock({ name: 'teaser', component: Empty, hydrate: 'idle' }) } }
    expect(() => createBlockRegistry(modules, { teaser: staticBlock })).toThrow(
      'blocks/teaser/block.ts has changed since `npm run gen` wrote the block manifest (hydrate is idle, the manifest says undefined): run `npm run gen`.',
    )
  })

  it('leaves out a folder the manifest does not list yet, and names a listed one that is gone', () => {
    const modules = {
      '/blocks/teaser/block.ts': { default: defineBlock({ name: 'teaser', component: Empty }) },
      '/blocks/new-one/block.ts': { default: defineBlock({ name: 'new-one', component: Empty }) },
    }
    expect([...createBlockRegistry(modules, { teaser: staticBlock }).keys()]).toEqual(['teaser'])
    expect(() => createBlockRegistry({}, { teaser: staticBlock })).toThrow(
      'blocks/teaser/block.ts is listed in the block manifest but missing',
    )
  })
})

describe('the block manifest', () => {
  it('is what the block folders declare now', () => {
    expect(readBlockFolders()).toEqual({ blocks: blockManifest, problems: [] })
  })

  it('lists every block the server renders, each definition agreeing with it', () => {
    expect([...blockRegistry.keys()].sort()).toEqual(Object.keys(blockManifest).sort())
  })

  it('gives the browser one lazy loader per React island and per enhancer, by the name it hydrates by', () => {
    const names = Object.keys(blockManifest)
    const reactIslands = names.filter((name) => isReactIsland(blockManifest[name]))
    const enhanced = names.filter((name) => blockManifest[name].enhancer)
    expect(Object.keys(blockModules).sort()).toEqual(reactIslands.sort())
    expect(Object.keys(blockEnhancers).sort()).toEqual(enhanced.sort())
    for (const load of [...Object.values(blockModules), ...Object.values(blockEnhancers)]) expect(typeof load).toBe('function')
  })
})
