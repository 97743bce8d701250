import { assertUsage } from '../shared/assert.ts'
import type { BlockDefinition } from '../shared/defineBlock.ts'

/**
 * Every block folder, found by its block.ts: adding a block is adding its folder.
 * Each definition is checked: its name must be unique and equal its folder name.
 */
export function createBlockRegistry(modules: Record<string, { default: BlockDefinition }>): Map<string, BlockDefinition> {
  const registry = new Map<string, BlockDefinition>()
  const folders = new Map<string, string>()
  for (const [path, module] of Object.entries(modules)) {
    const folder = /blocks\/([^/]+)\/block\.ts$/.exec(path)?.[1] ?? path
    const definition = module.default
    assertUsage(definition && typeof definition.name === 'string', `${path} must "export default defineBlock({ name, component, interactive })".`)
    assertUsage(
      !registry.has(definition.name),
      `Two blocks are named "${definition.name}": blocks/${folders.get(definition.name)}/block.ts and blocks/${folder}/block.ts. Block names must be unique; rename one of them.`,
    )
    assertUsage(definition.name === folder, `blocks/${folder}/block.ts declares the name "${definition.name}"; a block's name must equal its folder name ("${folder}").`)
    registry.set(definition.name, definition)
    folders.set(definition.name, folder)
  }
  return registry
}

/** Vike also reads route files at config time, outside Vite, where import.meta.glob does not exist. */
function findBlockModules(): Record<string, { default: BlockDefinition }> {
  try {
    return import.meta.glob<{ default: BlockDefinition }>('/blocks/*/block.ts', { eager: true })
  } catch {
    return {}
  }
}

export const blockRegistry = createBlockRegistry(findBlockModules())
