/** The Edit tab: the selected block's props as a form on the current version of the document that writes them. */
import { useState } from 'react'
import type { ExplainedBlock, StudioDocument } from '../../shared/studioApi.ts'
import { apiQuery } from '../api/fetchStudio.ts'
import { NotAvailable } from '../api/NotAvailable.tsx'
import { useStudioData } from '../api/useStudioData.ts'
import { blockName } from '../explain/BlockList.tsx'
import { BlockForm } from './BlockForm.tsx'
import { SaveOutcomeMessage } from './SaveOutcomeMessage.tsx'
import type { SaveOutcome } from './saveEdits.ts'
import type { StudioFormContext } from './studioFormContext.ts'

export function EditPanel({ block, context, onSaved }: { block?: ExplainedBlock; context: StudioFormContext; onSaved: () => void }) {
  const [outcome, setOutcome] = useState<SaveOutcome>()
  // Reload starts a fresh form even when the version on disk happens to be the one already loaded.
  const [reloads, setReloads] = useState(0)
  const { data, reload } = useStudioData<StudioDocument>(block ? `/document?${apiQuery({ file: block.props.file })}` : undefined)
  if (!block) return <p className="muted">Select a block (Explain tab or the preview) to edit its props.</p>
  if (data.kind !== 'answer') return <NotAvailable data={data} what={block.props.file} />
  const document = data.body
  return (
    <section aria-label={`Edit ${blockName(block)}`}>
      <h3>{blockName(block)}</h3>
      <p className="muted">
        {document.file}, props at <code>{block.props.pointer}</code>
      </p>
      {document.value === undefined ? (
        <p role="alert">{document.file} is not valid JSON; fix it in an editor first.</p>
      ) : (
        // A new version (saved here or by another editor) is a new form on that version's value.
        <BlockForm
          key={`${document.version} ${block.props.pointer} ${reloads}`}
          document={document}
          pointer={block.props.pointer}
          context={context}
          onOutcome={(result) => {
            setOutcome(result)
            if (result.status !== 'written') return
            reload()
            onSaved()
          }}
        />
      )}
      {/* Beside the Save button, where the eyes are after pressing it. */}
      <SaveOutcomeMessage
        outcome={outcome}
        onReload={() => {
          setOutcome(undefined)
          setReloads((count) => count + 1)
          reload()
        }}
      />
    </section>
  )
}
