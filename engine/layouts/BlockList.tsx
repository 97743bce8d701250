import { styled } from '@linaria/react'
import { EngineBug } from '../shared/assert.ts'
import type { Block } from '../shared/types/page.gen.ts'
import { blockRegistry } from '../server/blockRegistry.ts'
import { Island } from '../server/IslandCollector.tsx'

/** The layout's booking container region: a block placed here is lifted above its neighbours on large screens. */
const BookingSlot = styled.div`
  position: relative;
  z-index: 1;
`

function renderBlock(block: Block) {
  const definition = blockRegistry.get(block.type)
  if (!definition) throw new EngineBug(`Block type "${block.type}" passed validation but has no folder in blocks/.`)
  const props = block.props as Record<string, unknown>
  if (definition.interactive) return <Island key={block.id} definition={definition} props={props} />
  const Component = definition.component
  return <Component key={block.id} {...props} />
}

/** Renders blocks in order; interactive ones become islands; types in `bookingSlot` go into the booking container region. */
export function BlockList({ blocks, bookingSlot = [] }: { blocks: Block[]; bookingSlot?: readonly string[] }) {
  return (
    <>
      {blocks.map((block) =>
        bookingSlot.includes(block.type) ? (
          <BookingSlot key={block.id} data-slot="booking-container">
            {renderBlock(block)}
          </BookingSlot>
        ) : (
          renderBlock(block)
        ),
      )}
    </>
  )
}
