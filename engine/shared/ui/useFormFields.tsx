import { type ReactNode, useState } from 'react'
import { useElementId } from '../useElementId.tsx'

export interface FormFieldsOptions<Field extends string> {
  /** Fields a visitor may leave empty: they lack aria-required. */
  optional?: ReadonlySet<Field>
  /** The class of a field's message: a block passes the site's `fieldError`, a micro-app its own stylesheet's class. */
  problemClass?: string
}

/**
 * The one form state of the site's blocks and micro-apps: its values, the problem of each field, and the attributes
 * that tie a field to its label and message (aria-invalid, aria-describedby, aria-required), so a screen reader says
 * the problem when the field takes focus. `accept(found)` shows the problems a check found and moves focus to the
 * first field in `order` that has one (SPEC §5: errors at the field). Values stay as typed through every error.
 * No styles of its own: micro-apps are built without the site's CSS pipeline.
 */
export function useFormFields<Field extends string, Problem>(
  initial: Record<Field, string>,
  order: readonly Field[],
  { optional = new Set(), problemClass }: FormFieldsOptions<Field> = {},
) {
  const id = useElementId()
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
      <p id={problemId(name)} className={problemClass} data-problem={name}>
        {text(problems[name])}
      </p>
    ) : null

  return { values, fieldId, accept, control, problemOf }
}
