/** A translation key: the key itself, and under "Text in every language" its text in each bundle. */
import type { WidgetProps } from '@rjsf/utils'
import { useState } from 'react'
import type { StudioFormContext } from '../edit/studioFormContext.ts'
import { TranslationTextsList } from './TranslationTextsList.tsx'

export function TranslationKeyWidget({ id, value, onChange, onBlur, onFocus, required, disabled, readonly, registry }: WidgetProps) {
  const [open, setOpen] = useState(false)
  const context = registry.formContext as StudioFormContext
  const key = typeof value === 'string' ? value : ''
  return (
    <div className="translation-key">
      <input
        id={id}
        value={key}
        required={required}
        disabled={disabled || readonly}
        onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)}
        onBlur={() => onBlur(id, value)}
        onFocus={() => onFocus(id, value)}
      />
      <details onToggle={(event) => setOpen(event.currentTarget.open)}>
        <summary>Text in every language</summary>
        {open && key && <TranslationTextsList textKey={key} onSaved={context.onTextSaved} />}
      </details>
    </div>
  )
}
