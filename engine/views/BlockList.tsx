import { styled } from '@linaria/react'
import { createContext, useContext } from 'react'
import type { BlockDefinition } from '../shared/defineBlock.ts'
import { EngineBug } from '../shared/assert.ts'
import { useBlockData } from '../shared/BlockDataContext.ts'
import type { Block } from '../shared/types/page.gen.ts'
import { Island } from './Island.tsx'

/** The layout's booking container region: a block placed here is lifted above its neighbours on large screens. */
const BookingSlot = styled.div`
  position: relative;
  z-index: 1;
`

/** The block definitions, given by the server that renders the page (engine/server/blockRegistry.ts). */
export const BlockRegistryContext = createContext<ReadonlyMap<string, BlockDefinition> | null>(null)

/** One block with its props and, when its folder has a loader (data.ts), the data the build loaded for it. */
function RenderBlock({ block, registry }: { block: Block; registry: ReadonlyMap<string, BlockDefinition> }) {
  const definition = registry.get(block.type)
  if (!definition) throw new EngineBug(`Block type "${block.type}" passed validation but has no folder in blocks/.`)
  const data = useBlockData(block)
  const props = (data === undefined ? block.props : { ...block.props, data }) as Record<string, unknown>
  if (definition.interactive) return <Island definition={definition} props={props} />
  const Component = definition.component
  return <Component {...props} />
}

/** Renders blocks in order; interactive ones become islands; types in `bookingSlot` go into the booking container region. */
export function BlockList({ blocks, bookingSlot = [] }: { blocks: Block[]; bookingSlot?: readonly string[] }) {
  const registry = useContext(BlockRegistryContext)
  if (!registry) throw new EngineBug('BlockList is rendered without BlockRegistryContext: render pages through renderDocument.')
  return (
    <>
      {blocks.map((block, index) =>
        bookingSlot.includes(block.type) ? (
          <BookingSlot key={block.id ?? index} data-slot="booking-container">
            <RenderBlock block={block} registry={registry} />
          </BookingSlot>
        ) : (
          <RenderBlock key={block.id ?? index} block={block} registry={registry} />
        ),
      )}
    </>
  )
}
