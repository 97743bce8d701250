import type { IslandEnhancer } from '../../engine/sdk.ts'
import { readVote, type Vote } from '../../features/help-centre/index.ts'
import { feedbackBox, type FeedbackBox } from './feedbackBox.ts'
import type { FeedbackSender } from './feedbackSender.ts'
import type { HelpFeedbackProps } from './props.gen.ts'

type Props = HelpFeedbackProps & { data: { articleId: string } }

/**
 * "Was this helpful?" in the browser, without React: the server rendered every step's panel (HelpFeedback.tsx); this
 * shows one at a time and remembers a vote. Most readers never vote, so what sends the vote and counts the comment's
 * characters (feedbackSender.ts, with the API call and the translation runtime) is fetched when the visitor reaches
 * for the box (pointer, focus), and at the latest by the vote, which waits for it. Offline then, the box says the vote
 * could not be sent and offers the retry.
 */
export function enhanceHelpFeedback(element: HTMLElement, { data }: Props, loadSender: (ui: FeedbackBox) => Promise<FeedbackSender>): void {
  const ui = feedbackBox(element)
  if (!ui) return
  let sender: Promise<FeedbackSender> | undefined
  const load = () =>
    (sender ??= loadSender(ui).catch((error: unknown) => {
      // The next gesture or vote tries again.
      sender = undefined
      throw error
    }))
  let lastVote: Vote = 'yes'
  const send = (vote: Vote) => {
    lastVote = vote
    load().then(
      (loaded) => loaded.send(vote),
      () => {
        ui.show('error')
        ui.focus('[data-retry]')
      },
    )
  }

  for (const type of ['pointerover', 'focusin'])
    ui.box.addEventListener(type, () => void load().catch(() => {}), { once: true, passive: true })
  ui.box.querySelector('[data-vote="yes"]')?.addEventListener('click', () => send('yes'))
  ui.box.querySelector('[data-vote="no"]')?.addEventListener('click', () => {
    ui.show('comment')
    ui.comment.focus()
  })
  ui.box.querySelector('[data-retry]')?.addEventListener('click', () => send(lastVote))
  ui.comment.addEventListener(
    'input',
    () =>
      void load().then(
        (loaded) => loaded.countRemaining(),
        () => {},
      ),
  )
  ui.form.addEventListener('submit', (event) => {
    event.preventDefault()
    send('no')
  })
  if (readVote(data.articleId)) ui.show('thanks')
}

const enhance: IslandEnhancer<Props> = (element, props, page) =>
  enhanceHelpFeedback(element, props, (ui) =>
    import('./feedbackSender.ts').then((module) => module.pageFeedbackSender(ui, props.data.articleId, page)),
  )

export default enhance
