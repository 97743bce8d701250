import { useId, useState, type ReactNode } from 'react'
import { fieldError } from './formStyles.ts'

/**
 * The state of a checked form: its values, the problem of each field, and the attributes that tie a field to
 * its label and message (aria-invalid, aria-describedby, aria-required). `accept(found)` shows the problems a
 * check found and moves focus to the first field in `order` that has one (SPEC §5: errors at the field).
 */
export function useFormFields<Field extends string, Problem>(
  initial: Record<Field, string>,
  order: readonly Field[],
  optional: ReadonlySet<Field> = new Set(),
) {
  const id = useId()
  const [values, setValues] = useState(initial)
  const [problems, setProblems] = useState<Partial<Record<Field, Problem>>>({})
  const fieldId = (name: Field) => `${id}-${name}`
  const problemId = (name: Field) => `${fieldId(name)}-problem`

  /** True when nothing was found; otherwise the problems show and the first field with one takes focus. */
  const accept = (found: Partial<Record<Field, Problem>>): boolean => {
    setProblems(found)
    const first = order.find((name) => found[name])
    if (first) document.getElementById(fieldId(first))?.focus()
    return first === undefined
  }

  const control = (name: Field) => ({
    id: fieldId(name),
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => setValues((current) => ({ ...current, [name]: event.target.value })),
    'aria-invalid': problems[name] ? true : undefined,
    'aria-describedby': problems[name] ? problemId(name) : undefined,
    'aria-required': optional.has(name) ? undefined : true,
  })

  /** The field's message below it, in the words `text` gives for its problem; nothing without one. */
  const problemOf = (name: Field, text: (problem: Problem) => ReactNode) =>
    problems[name] ? (
      <p id={problemId(name)} className={fieldError}>
        {text(problems[name])}
      </p>
    ) : null

  return { values, fieldId, accept, control, problemOf }
}
