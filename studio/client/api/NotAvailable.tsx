/** What a panel shows instead of its data: loading, an endpoint not in this studio yet, or a failed call. */
import type { Loaded } from './useStudioData.ts'

export function NotAvailable({ data, what }: { data: Loaded<unknown>; what: string }) {
  if (data.kind === 'loading') return <p className="muted">Loading {what}…</p>
  if (data.kind === 'not-available')
    return <p className="notice">{what[0].toUpperCase() + what.slice(1)}: not available yet in this studio.</p>
  if (data.kind === 'failed')
    return (
      <p role="alert" className="error">
        Could not load {what}: {data.message}
      </p>
    )
  return null
}
