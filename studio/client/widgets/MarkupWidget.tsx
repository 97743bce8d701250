/** Content markup: a textarea with the site's rendering of it beside, and its problems at line:column, as one types. */
import type { WidgetProps } from '@rjsf/utils'
import { useEffect, useState } from 'react'
import type { MarkupPreview } from '../../shared/studioApi.ts'
import { fetchStudio } from '../api/fetchStudio.ts'
import type { StudioFormContext } from '../edit/studioFormContext.ts'

const DEBOUNCE_MS = 300

export function MarkupWidget({ id, value, onChange, required, disabled, readonly, registry }: WidgetProps) {
  const { locale } = registry.formContext as StudioFormContext
  const text = typeof value === 'string' ? value : ''
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
  return (
    <div className="markup">
      <textarea
        id={id}
        value={text}
        rows={5}
        required={required}
        disabled={disabled || readonly}
        onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)}
      />
      {preview === 'not-available' ? (
        <p className="muted">Markup preview: not available yet.</p>
      ) : (
        preview && (
          <>
            {/* The server renders and sanitises it exactly as the site does. */}
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the site's own markup renderer */}
            <section className="markup-preview" aria-label="Rendered markup" dangerouslySetInnerHTML={{ __html: preview.html }} />
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
      )}
    </div>
  )
}
