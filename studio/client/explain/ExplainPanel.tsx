/** The Explain tab: the blocks of the page and, for the selected one, where each of its values comes from. */
import type { ExplainedPage } from '../../shared/studioApi.ts'
import { BlockList, blockName } from './BlockList.tsx'
import { FieldExplanation } from './FieldExplanation.tsx'
import { fieldsOfBlock } from './fieldsOfBlock.ts'

export function ExplainPanel({
  explained,
  selected,
  onSelect,
}: {
  explained: ExplainedPage
  selected?: string
  onSelect: (place: string) => void
}) {
  const block = explained.blocks.find((candidate) => candidate.place === selected)
  const fields = block ? fieldsOfBlock(explained.fields, block) : []
  return (
    <div className="explain">
      <h3>Blocks of {explained.path}</h3>
      <BlockList blocks={explained.blocks} selected={selected} onSelect={onSelect} />
      {block ? (
        <section aria-label={`Fields of ${blockName(block)}`}>
          <h3>{blockName(block)}</h3>
          <p className="muted">
            Props at <code>{block.props.pointer}</code> in {block.props.file}
          </p>
          {fields.length === 0 ? (
            <p className="muted">No values explained for this block.</p>
          ) : (
            <dl>
              {fields.map((field) => (
                <FieldExplanation key={field.pointer} field={field} />
              ))}
            </dl>
          )}
        </section>
      ) : (
        <p className="muted">Select a block in the list or click it in the preview.</p>
      )}
    </div>
  )
}
