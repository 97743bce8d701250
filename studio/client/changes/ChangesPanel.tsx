/** The Changes tab: the working tree's changed files, the URLs they affect, and before/after pairs of a few pages. */
import type { WorkingChanges } from '../../shared/studioApi.ts'
import { NotAvailable } from '../api/NotAvailable.tsx'
import { useStudioData } from '../api/useStudioData.ts'

export function ChangesPanel({ revision }: { revision: number }) {
  const { data } = useStudioData<WorkingChanges>(`/changes?revision=${revision}`)
  if (data.kind !== 'answer') return <NotAvailable data={data} what="the changes" />
  const changes = data.body
  return (
    <div className="changes">
      <h3>Changed files</h3>
      {changes.files.length === 0 ? (
        <p className="muted">No uncommitted changes.</p>
      ) : (
        <ul className="plain">
          {changes.files.map((entry) => (
            <li key={entry.file}>
              <span className={`badge ${entry.status}`}>{entry.status}</span> {entry.file}
            </li>
          ))}
        </ul>
      )}
      <h3>Affected addresses ({changes.urls.length})</h3>
      <ul className="plain urls">
        {changes.urls.map((url) => (
          <li key={url}>
            <a href={url} target="_blank" rel="noreferrer">
              {url}
            </a>
          </li>
        ))}
      </ul>
      {changes.note && <p className="notice">{changes.note}</p>}
      {changes.samples.map((sample) => (
        <figure key={sample.url} className="before-after">
          <figcaption>{sample.url}</figcaption>
          <div className="pair">
            {sample.beforeUrl ? (
              <iframe title={`Before: ${sample.url}`} src={sample.beforeUrl} />
            ) : (
              <p className="muted">No before picture.</p>
            )}
            <iframe title={`After: ${sample.url}`} src={sample.afterUrl} />
          </div>
        </figure>
      ))}
    </div>
  )
}
