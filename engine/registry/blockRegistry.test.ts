import { describe, expect, it } from 'vitest'
import { defineBlock } from '../shared/defineBlock.ts'
import { listBlockNames } from '../node/gen/generatedFiles.ts'
import { blockRegistry } from '../server/blockRegistry.ts'
import { blockEnhancerPath, blockEnhancers, blockModulePath, blockModules, createBlockRegistry } from './blockRegistry.ts'

const Empty = () => null

describe('createBlockRegistry', () => {
  it('refuses two blocks with the same name and names both files', () => {
    const modules = {
      '/blocks/hero/block.ts': { default: defineBlock({ name: 'hero', component: Empty, interactive: false }) },
      '/blocks/hero-copy/block.ts': { default: defineBlock({ name: 'hero', component: Empty, interactive: false }) },
    }
    expect(() => createBlockRegistry(modules)).toThrow('Two blocks are named "hero": blocks/hero/block.ts and blocks/hero-copy/block.ts')
  })

  it('refuses a block whose name differs from its folder', () => {
    const modules = { '/blocks/teaser/block.ts': { default: defineBlock({ name: 'teaser-box', component: Empty, interactive: false }) } }
    expect(() => createBlockRegistry(modules)).toThrow('a block\'s name must equal its folder name ("teaser")')
  })

  it('finds every block folder of the repository', () => {
    expect([...blockRegistry.keys()].sort()).toEqual(listBlockNames())
  })

  it('gives the browser one lazy loader per React island block (interactive, no enhance.ts), under the path it hydrates by', () => {
    const enhanced = new Set(Object.keys(blockEnhancers))
    const reactIslands = [...blockRegistry.values()]
      .filter((definition) => definition.interactive && !enhanced.has(blockEnhancerPath(definition.name)))
      .map((definition) => blockModulePath(definition.name))
    expect(reactIslands.length).toBeGreaterThan(5)
    expect(Object.keys(blockModules).sort()).toEqual(reactIslands.sort())
    for (const load of Object.values(blockModules)) expect(typeof load).toBe('function')
  })

  it('declares when each interactive block hydrates', () => {
    for (const definition of blockRegistry.values()) {
      if (definition.interactive) expect(['load', 'idle', 'visible']).toContain(definition.hydrate)
    }
  })
})
