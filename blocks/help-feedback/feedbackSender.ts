import { type EnhancerPage, enhancerTexts } from '../../engine/sdk.ts'
import { storeVote, type Vote } from '../../features/help-centre/index.ts'
import { createHelpFormCalls, HELP_COMMENT_MAX_LENGTH, type HelpFormCalls } from '../../features/web-api/index.ts'
import type { FeedbackBox } from './feedbackBox.ts'

/** What the feedback box does once the visitor votes or writes (fetched then: enhance.ts). */
export interface FeedbackSender {
  /** Sends the vote (a "no" with the comment, if any), then thanks, or says it failed with a retry. */
  send(vote: Vote): Promise<void>
  /** Says how many characters the comment has left, in the page's language and plural forms. */
  countRemaining(): void
}

/**
 * Sends a vote and counts the comment's characters. Focus follows the step a keyboard user is taken to (the retry, the
 * thank-you), since the button they pressed is hidden with its step.
 */
export function feedbackSender(
  ui: FeedbackBox,
  articleId: string,
  page: EnhancerPage,
  api: Pick<HelpFormCalls, 'helpFeedback'>,
): FeedbackSender {
  const t = enhancerTexts(page)
  return {
    async send(vote) {
      // A "no" keeps its form in view while it is sent, its button off; a "yes" says it is sending.
      ui.show('sending', vote === 'no' ? 'comment' : 'sending')
      const text = ui.comment.value.trim()
      const sent = await api.helpFeedback({
        articleId,
        helpful: vote === 'yes',
        country: page.env.country.toUpperCase(),
        ...(vote === 'no' && text ? { comment: text.slice(0, HELP_COMMENT_MAX_LENGTH) } : {}),
      })
      if (!sent.ok) {
        ui.show('error')
        ui.focus('[data-retry]')
        return
      }
      storeVote(articleId, vote)
      ui.show('thanks')
      ui.focus('[data-step="thanks"]')
    },
    countRemaining() {
      ui.count.textContent = t('helpCentre.feedback.remaining', { count: HELP_COMMENT_MAX_LENGTH - ui.comment.value.length })
    },
  }
}

/** The sender of a page, with the page's web API. */
export const pageFeedbackSender = (ui: FeedbackBox, articleId: string, page: EnhancerPage) =>
  feedbackSender(ui, articleId, page, createHelpFormCalls(page.env.api))
