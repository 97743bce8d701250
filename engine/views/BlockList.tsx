import { styled } from '@linaria/react'
import { createContext, useContext } from 'react'
import type { BlockDefinition } from '../shared/defineBlock.ts'
import { EngineBug } from '../shared/assert.ts'
import type { PlacedBlock } from '../model/placedBlocks.ts'
import { usePageBlockData } from '../shared/BlockDataContext.ts'
import { Island } from './Island.tsx'
import { StudioMarkersContext } from './StudioMarkersContext.ts'

/** The layout's booking container region: a block placed here is lifted above its neighbours on large screens. */
const BookingSlot = styled.div`
  position: relative;
  z-index: 1;
`

/** The block definitions, given by the server that renders the page (engine/server/blockRegistry.ts). */
export const BlockRegistryContext = createContext<ReadonlyMap<string, BlockDefinition> | null>(null)

/** One block with its props and, when it has a loader (data.ts), the data the build loaded for its place. */
function RenderBlock({ placed: { block, place }, registry }: { placed: PlacedBlock; registry: ReadonlyMap<string, BlockDefinition> }) {
  const definition = registry.get(block.type)
  if (!definition) throw new EngineBug(`Block type "${block.type}" passed validation but has no folder in blocks/.`)
  const { route, byPlace } = usePageBlockData()
  const data = byPlace.get(place)
  // The data stage stops the build when a loader answers nothing, so a miss here is a lost key, never an empty block.
  if (definition.data && data === undefined)
    throw new EngineBug(`Block "${block.type}" at ${place} of page ${route} has a loader, but no data reached the renderer.`)
  const props = (definition.data ? { ...block.props, data } : block.props) as Record<string, unknown>
  // A page may say when one of its islands hydrates ("hydrate" on the block); the block's own choice otherwise.
  const hydrate = definition.hydrate && (('hydrate' in block && block.hydrate) || definition.hydrate)
  if (hydrate) return <Island definition={definition} hydrate={hydrate} props={props} />
  const Component = definition.component
  return <Component {...props} />
}

/** A block, in the studio's preview inside a marker that takes no box of its own (display: contents), so the page looks the same. */
function MarkedBlock({ placed, registry }: { placed: PlacedBlock; registry: ReadonlyMap<string, BlockDefinition> }) {
  const marked = useContext(StudioMarkersContext)
  const block = <RenderBlock placed={placed} registry={registry} />
  if (!marked) return block
  return (
    <div data-studio-place={placed.place} data-studio-type={placed.block.type} style={{ display: 'contents' }}>
      {block}
    </div>
  )
}

/** Renders blocks in order; interactive ones become islands; types in `bookingSlot` go into the booking container region. */
export function BlockList({ blocks, bookingSlot = [] }: { blocks: PlacedBlock[]; bookingSlot?: readonly string[] }) {
  const registry = useContext(BlockRegistryContext)
  if (!registry) throw new EngineBug('BlockList is rendered without BlockRegistryContext: render pages through renderDocument.')
  return (
    <>
      {blocks.map((placed) =>
        bookingSlot.includes(placed.block.type) ? (
          <BookingSlot key={placed.place} data-slot="booking-container">
            <MarkedBlock placed={placed} registry={registry} />
          </BookingSlot>
        ) : (
          <MarkedBlock key={placed.place} placed={placed} registry={registry} />
        ),
      )}
    </>
  )
}
