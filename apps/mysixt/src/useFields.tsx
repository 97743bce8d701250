import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { AccountProblem } from '../../../features/account/index.ts'

const PROBLEM_KEYS: Record<AccountProblem, string> = {
  required: 'common.requiredField',
  invalidEmail: 'mysixt.problems.invalidEmail',
  tooLong: 'mysixt.problems.tooLong',
  passwordLength: 'mysixt.problems.passwordLength',
  passwordSpaces: 'mysixt.problems.passwordSpaces',
}

/**
 * A form's values and the problem of each field (SPEC §5: errors at the field). A problem is tied to its field
 * by aria-describedby and aria-invalid, so a screen reader says it when the field takes focus; `accept` moves
 * focus to the first field with one. Values stay as typed through every error.
 */
export function useFields<Field extends string>(initial: Record<Field, string>, order: readonly Field[]) {
  const { t } = useTranslation()
  const id = useId()
  const [values, setValues] = useState(initial)
  const [problems, setProblems] = useState<Partial<Record<Field, AccountProblem>>>({})
  const fieldId = (name: Field) => `${id}-${name}`
  const problemId = (name: Field) => `${fieldId(name)}-problem`

  const accept = (found: Partial<Record<Field, AccountProblem>>): boolean => {
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
    'aria-required': true,
  })

  const problemOf = (name: Field) =>
    problems[name] ? (
      <p id={problemId(name)} className="msx-problem" data-problem={name}>
        {t(PROBLEM_KEYS[problems[name]])}
      </p>
    ) : null

  return { values, setValues, fieldId, accept, control, problemOf }
}
