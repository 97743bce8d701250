/** What a save did: a status line, the refusal's problems as an alert, or a conflict with a Reload button. */
import { ProblemList } from '../browse/ProblemList.tsx'
import type { SaveOutcome } from './saveEdits.ts'

export function SaveOutcomeMessage({ outcome, onReload }: { outcome?: SaveOutcome; onReload: () => void }) {
  if (!outcome) return <p role="status" className="save-status" />
  switch (outcome.status) {
    case 'written':
      return (
        <p role="status" className="save-status ok">
          Saved: {outcome.changedLines} line(s) changed in {outcome.file}
        </p>
      )
    case 'unchanged':
      return (
        <p role="status" className="save-status">
          Nothing changed: nothing to save.
        </p>
      )
    case 'refused':
      return <ProblemList problems={outcome.problems} label="Problems that refused the save" />
    case 'conflict':
      return (
        <div role="alert" className="conflict">
          <p>{outcome.file} changed on disk (another editor). Reload to edit the current version.</p>
          <button type="button" onClick={onReload}>
            Reload
          </button>
        </div>
      )
    case 'not-available':
      return (
        <p role="alert" className="error">
          Saving is not available yet in this studio.
        </p>
      )
    default:
      return (
        <p role="alert" className="error">
          Could not save: {outcome.message}
        </p>
      )
  }
}
