/** Content markup: a textarea with the site's rendering of it beside, and its problems at line:column, as one types. */
import type { WidgetProps } from '@rjsf/utils'
import type { StudioFormContext } from '../edit/studioFormContext.ts'
import { MarkupPreviewPanel } from './MarkupPreviewPanel.tsx'

export function MarkupWidget({ id, value, onChange, required, disabled, readonly, registry }: WidgetProps) {
  const { locale } = registry.formContext as StudioFormContext
  const text = typeof value === 'string' ? value : ''
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
      <MarkupPreviewPanel text={text} locale={locale} />
    </div>
  )
}
