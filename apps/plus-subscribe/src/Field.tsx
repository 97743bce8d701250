import { useId, type InputHTMLAttributes } from 'react'

/** A labelled text field with its hint and its problem, tied to the input (aria-describedby, aria-invalid). */
export function Field({
  label,
  hint,
  problem,
  value,
  onValue,
  ...input
}: {
  label: string
  hint?: string
  problem?: string
  value: string
  onValue: (value: string) => void
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'>) {
  const id = useId()
  const described = [hint ? `${id}-hint` : '', problem ? `${id}-problem` : ''].filter(Boolean).join(' ')
  return (
    <div className="ps-field">
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p className="ps-hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      <input
        id={id}
        value={value}
        onChange={(event) => onValue(event.target.value)}
        aria-invalid={problem ? true : undefined}
        aria-describedby={described || undefined}
        {...input}
      />
      {problem && (
        <p className="ps-problem" id={`${id}-problem`}>
          {problem}
        </p>
      )}
    </div>
  )
}
