import type { DraftField, DraftProblems } from './subscriptionDraft.ts'

/** Moves focus to the first field (in the step's order) that has a problem, so the visitor hears and fixes it first. */
export function focusFirstProblem(form: HTMLFormElement, order: DraftField[], problems: DraftProblems): void {
  const field = order.find((name) => problems[name])
  if (!field) return
  const target = form.querySelector<HTMLElement>(`[name="${field}"]`) ?? form.querySelector<HTMLElement>(`[data-field="${field}"] input`)
  target?.focus()
}
