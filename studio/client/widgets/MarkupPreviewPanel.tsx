/** A content-markup text as the site renders it, with its problems at line:column, refreshed as one types. */
import { useEffect, useState } from 'react'
import type { MarkupPreview } from '../../shared/studioApi.ts'
import { fetchStudio } from '../api/fetchStudio.ts'

const DEBOUNCE_MS = 300

/** `locale` is a bundle locale ("fr-FR"): the page settings the markup is rendered with (dates, links). */
export function MarkupPreviewPanel({ text, locale }: { text: string; locale: string }) {
  const [preview, setPreview] = useState<MarkupPreview | 'not-available'>()
  useEffect(() => {
    let current = true
    const timer = setTimeout(async () => {
      const result = await fetchStudio<MarkupPreview>('/markup', { text, locale })
      if (!current) return
      if (result.kind === 'answer' && result.status === 200) setPreview(result.body)
      else if (result.kind === 'not-available') setPreview('not-available')
    }, DEBOUNCE_MS)
    return () => {
      current = false
      clearTimeout(timer)
    }
  }, [text, locale])
  if (preview === 'not-available') return <p className="muted">Markup preview: not available yet.</p>
  if (!preview) return null
  return (
    <>
      {/* The server renders and sanitises it exactly as the site does. */}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the site's own markup renderer */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard to be scrolled (axe scrollable-region-focusable) */}
      <section className="markup-preview" aria-label="Rendered markup" tabIndex={0} dangerouslySetInnerHTML={{ __html: preview.html }} />
      {preview.problems.length > 0 && (
        <ul className="problems" aria-label="Markup problems">
          {preview.problems.map((problem) => (
            <li key={`${problem.line}:${problem.column}:${problem.message}`}>
              <code>
                {problem.line}:{problem.column}
              </code>{' '}
              {problem.message}
            </li>
          ))}
        </ul>
      )}
    </>
  )
}
