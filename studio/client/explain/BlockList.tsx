/** The page's blocks; choosing one selects it here, in the preview and in the Edit tab. */
import type { ExplainedBlock } from '../../shared/studioApi.ts'

export function blockName(block: ExplainedBlock): string {
  return block.id ? `${block.type} “${block.id}”` : `${block.type} (${block.place})`
}

export function BlockList({
  blocks,
  selected,
  onSelect,
}: {
  blocks: ExplainedBlock[]
  selected?: string
  onSelect: (place: string) => void
}) {
  if (blocks.length === 0) return <p className="muted">This page has no blocks.</p>
  return (
    <ul className="plain blocks" aria-label="Blocks">
      {blocks.map((block) => (
        <li key={block.place}>
          <button type="button" className="link" aria-pressed={block.place === selected} onClick={() => onSelect(block.place)}>
            {blockName(block)}
          </button>
        </li>
      ))}
    </ul>
  )
}
