/** One explained value: where it is written, what it overrides, and for a translation key its text and bundle. */
import type { ExplainedField } from '../../shared/studioApi.ts'
import { placeText } from './fieldsOfBlock.ts'

const shown = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value))

export function FieldExplanation({ field }: { field: ExplainedField }) {
  return (
    <div className="field-explanation">
      <dt>
        <code>{field.pointer}</code>
      </dt>
      <dd>
        <div className="value">{shown(field.value)}</div>
        <div className="muted">{field.from ? `from ${placeText(field.from)}` : 'engine default'}</div>
        {field.overridden.length > 0 && (
          <ul className="overridden" aria-label={`Overridden values of ${field.pointer}`}>
            {field.overridden.map((entry) => (
              <li key={placeText(entry)}>
                <s>{shown(entry.value)}</s> <span className="muted">at {placeText(entry)}</span>
              </li>
            ))}
          </ul>
        )}
        {field.translation && (
          <div className="translation">
            Key <code>{field.translation.key}</code> in {field.translation.locale}:{' '}
            {field.translation.text === undefined ? <em className="missing">missing</em> : `“${field.translation.text}”`}
            {field.translation.from && <span className="muted"> from {placeText(field.translation.from)}</span>}
          </div>
        )}
      </dd>
    </div>
  )
}
