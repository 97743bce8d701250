import type { EnhancerPage, IslandEnhancer } from '../../engine/sdk.ts'
import { readVote, storeVote, type Vote } from '../../features/help-centre/index.ts'
import { lazyHelpFormCalls, HELP_COMMENT_MAX_LENGTH, type HelpFormCalls } from '../../features/web-api/index.ts'
import type { FeedbackStep } from './HelpFeedback.tsx'
import type { HelpFeedbackProps } from './props.gen.ts'

type Props = HelpFeedbackProps & { data: { articleId: string } }

/**
 * "Was this helpful?" in the browser, without React: the server rendered every step's panel (HelpFeedback.tsx); this
 * shows one at a time, sends the vote and remembers it. Focus follows the step a keyboard user is taken to (the comment,
 * the retry, the thank-you), since the button they pressed is hidden with its step.
 */
export function enhanceHelpFeedback(
  element: HTMLElement,
  { data }: Props,
  { env, t }: EnhancerPage,
  api: Pick<HelpFormCalls, 'helpFeedback'>,
): void {
  const box = element.querySelector<HTMLElement>('[data-help-feedback]')
  const form = element.querySelector<HTMLFormElement>('form[data-step="comment"]')
  const comment = form?.querySelector('textarea')
  const count = form?.querySelector<HTMLElement>('[data-count]')
  const submit = form?.querySelector<HTMLButtonElement>('button[type="submit"]')
  if (!box || !form || !comment || !count || !submit) return
  const panels = [...box.querySelectorAll<HTMLElement>('[data-step]')]
  let lastVote: Vote = 'yes'

  const show = (step: FeedbackStep, panel: FeedbackStep = step) => {
    box.dataset.helpFeedback = step
    for (const candidate of panels) candidate.hidden = candidate.dataset.step !== panel
    submit.disabled = step === 'sending'
  }
  const focus = (selector: string) => box.querySelector<HTMLElement>(selector)?.focus()

  const send = async (vote: Vote) => {
    lastVote = vote
    // A "no" keeps its form in view while it is sent, its button off; a "yes" says it is sending.
    show('sending', vote === 'no' ? 'comment' : 'sending')
    const text = comment.value.trim()
    const sent = await api.helpFeedback({
      articleId: data.articleId,
      helpful: vote === 'yes',
      country: env.country.toUpperCase(),
      ...(vote === 'no' && text ? { comment: text.slice(0, HELP_COMMENT_MAX_LENGTH) } : {}),
    })
    if (!sent.ok) {
      show('error')
      focus('[data-retry]')
      return
    }
    storeVote(data.articleId, vote)
    show('thanks')
    focus('[data-step="thanks"]')
  }

  box.querySelector('[data-vote="yes"]')?.addEventListener('click', () => void send('yes'))
  box.querySelector('[data-vote="no"]')?.addEventListener('click', () => {
    show('comment')
    comment.focus()
  })
  box.querySelector('[data-retry]')?.addEventListener('click', () => void send(lastVote))
  comment.addEventListener('input', () => {
    count.textContent = t('helpCentre.feedback.remaining', { count: HELP_COMMENT_MAX_LENGTH - comment.value.length })
  })
  form.addEventListener('submit', (event) => {
    event.preventDefault()
    void send('no')
  })
  if (readVote(data.articleId)) show('thanks')
}

const enhance: IslandEnhancer<Props> = (element, props, page) => enhanceHelpFeedback(element, props, page, lazyHelpFormCalls(page.env.api))

export default enhance
