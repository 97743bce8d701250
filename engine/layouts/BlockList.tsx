import { EngineBug } from '../shared/assert.ts'
import type { Block } from '../shared/types/page.gen.ts'
import { blockRegistry } from '../server/blockRegistry.ts'
import { Island } from '../server/IslandCollector.tsx'

/** Renders blocks in order; interactive ones become islands. */
export function BlockList({ blocks }: { blocks: Block[] }) {
  return (
    <>
      {blocks.map((block) => {
        const definition = blockRegistry.get(block.type)
        if (!definition) throw new EngineBug(`Block type "${block.type}" passed validation but has no folder in blocks/.`)
        const props = block.props as Record<string, unknown>
        if (definition.interactive) return <Island key={block.id} definition={definition} props={props} />
        const Component = definition.component
        return <Component key={block.id} {...props} />
      })}
    </>
  )
}
