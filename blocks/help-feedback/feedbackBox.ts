import type { FeedbackStep } from './HelpFeedback.tsx'

/** The parts of the server-rendered feedback box (HelpFeedback.tsx) its enhancer and its sender work on. */
export interface FeedbackBox {
  box: HTMLElement
  form: HTMLFormElement
  comment: HTMLTextAreaElement
  count: HTMLElement
  /** Shows one step's panel (the step's own unless told another), with the send button off while sending. */
  show(step: FeedbackStep, panel?: FeedbackStep): void
  focus(selector: string): void
}

/** The box in the island's element, or undefined when a part is missing. */
export function feedbackBox(element: HTMLElement): FeedbackBox | undefined {
  const box = element.querySelector<HTMLElement>('[data-help-feedback]')
  const form = element.querySelector<HTMLFormElement>('form[data-step="comment"]')
  const comment = form?.querySelector('textarea')
  const count = form?.querySelector<HTMLElement>('[data-count]')
  const submit = form?.querySelector<HTMLButtonElement>('button[type="submit"]')
  if (!box || !form || !comment || !count || !submit) return undefined
  const panels = [...box.querySelectorAll<HTMLElement>('[data-step]')]
  return {
    box,
    form,
    comment,
    count,
    show(step, panel = step) {
      box.dataset.helpFeedback = step
      for (const candidate of panels) candidate.hidden = candidate.dataset.step !== panel
      submit.disabled = step === 'sending'
    },
    focus: (selector) => box.querySelector<HTMLElement>(selector)?.focus(),
  }
}
