/** One locale's text of a key: an input labelled "<locale> text", "missing" where the bundle lacks it, where it shows, and its own Save. */
import { useState } from 'react'
import type { EditAnswer, StudioDocument, TranslationTexts } from '../../shared/studioApi.ts'
import { apiQuery, fetchStudio } from '../api/fetchStudio.ts'
import { ProblemList } from '../browse/ProblemList.tsx'
import { type SaveOutcome, saveEdits } from '../edit/saveEdits.ts'
import { MarkupPreviewPanel } from './MarkupPreviewPanel.tsx'
import { translationPointer } from './translationPointer.ts'

type Row = TranslationTexts['texts'][number]

interface Props {
  row: Row
  /** The market languages ("fr-ch") whose pages show this locale's text (directly or as their fallback). */
  shownOn: string[]
  textKey: string
  onSaved: () => void
}

export function TranslationTextRow({ row, shownOn, textKey, onSaved }: Props) {
  const [text, setText] = useState(row.text ?? '')
  const [outcome, setOutcome] = useState<SaveOutcome>()
  const id = `text-${row.locale}-${textKey}`

  async function save() {
    const bundle = await fetchStudio<StudioDocument>(`/document?${apiQuery({ file: row.file })}`)
    if (bundle.kind !== 'answer') {
      setOutcome(bundle.kind === 'failed' ? { status: 'failed', message: bundle.message } : { status: 'not-available' })
      return
    }
    const pointer = row.from?.pointer ?? translationPointer(textKey)
    const request = { file: row.file, pointer, value: text, version: bundle.body.version }
    const result = await saveEdits([request], (edit) => fetchStudio<EditAnswer>('/edit', edit))
    setOutcome(result)
    if (result.status === 'written') onSaved()
  }

  return (
    <li className="translation-row">
      <label htmlFor={id}>
        {row.locale} text {row.text === undefined && <em className="missing">missing</em>}
      </label>
      <div className="row">
        {row.markup ? (
          <textarea id={id} value={text} rows={6} onChange={(event) => setText(event.target.value)} />
        ) : (
          <input id={id} value={text} onChange={(event) => setText(event.target.value)} />
        )}
        <button type="button" onClick={save} disabled={text === (row.text ?? '')} aria-label={`Save ${row.locale} text`}>
          Save
        </button>
      </div>
      <small className="muted">
        {row.file}
        {shownOn.length > 0 && ` · shown on ${shownOn.join(', ')}`}
      </small>
      {row.markup && text !== '' && (
        <div className="markup">
          <MarkupPreviewPanel text={text} locale={row.locale} />
        </div>
      )}
      {outcome?.status === 'written' && (
        <p role="status">
          Saved: {outcome.changedLines} line(s) changed in {outcome.file}
        </p>
      )}
      {outcome?.status === 'refused' && <ProblemList problems={outcome.problems} label={`Problems of the ${row.locale} text`} />}
      {outcome?.status === 'conflict' && (
        <p role="alert">{outcome.file} changed on disk (another editor). Reload to edit the current version.</p>
      )}
      {(outcome?.status === 'failed' || outcome?.status === 'not-available') && <p role="alert">Could not save the {row.locale} text.</p>}
    </li>
  )
}
