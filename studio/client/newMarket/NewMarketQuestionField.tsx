/** One new-market question: a select where it has choices, else a text input; its help linked as a description. */
import type { NewMarketQuestion } from '../../shared/studioApi.ts'

export function NewMarketQuestionField({
  question,
  value,
  onChange,
}: {
  question: NewMarketQuestion
  value: string
  onChange: (value: string) => void
}) {
  const id = `new-market-${question.name}`
  const helpId = question.help ? `${id}-help` : undefined
  return (
    <div className="field">
      <label htmlFor={id}>
        {question.label}
        {question.required && <span aria-hidden="true"> *</span>}
      </label>
      {question.choices ? (
        <select
          id={id}
          value={value}
          required={question.required}
          aria-describedby={helpId}
          onChange={(event) => onChange(event.target.value)}
        >
          <option value="">Choose…</option>
          {question.choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      ) : (
        <input
          id={id}
          value={value}
          required={question.required}
          aria-describedby={helpId}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      {question.help && (
        <small id={helpId} className="muted">
          {question.help}
        </small>
      )}
    </div>
  )
}
