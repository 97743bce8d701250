import { styled } from '@linaria/react'
import { color, Container, field, primaryActionStyles, radius, space, useTranslation, useElementId } from '../../engine/sdk.ts'
import { HELP_COMMENT_MAX_LENGTH } from '../../features/web-api/index.ts'
import type { HelpFeedbackProps } from './props.gen.ts'

const Box = styled.div`
  margin: 0 0 ${space.xl};
  padding: ${space.md};
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  max-width: 48rem;
  h2 {
    margin: 0 0 ${space.sm};
    font-size: 1.125rem;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: ${space.sm};
  }
  button {
    min-height: 44px;
    min-width: 5rem;
    padding: ${space.xs} ${space.md};
    border: 1px solid ${color.controlBorder};
    border-radius: ${radius.sm};
    background: ${color.background};
    color: ${color.text};
    font: inherit;
    cursor: pointer;
  }
  button.primary {
    ${primaryActionStyles}
  }
  textarea {
    width: 100%;
    min-height: 6rem;
    padding: ${space.sm};
    border: 1px solid ${color.controlBorder};
    border-radius: ${radius.sm};
    font: inherit;
  }
  p {
    margin: ${space.xs} 0;
  }
  /* Last, so a hidden step stays hidden over the flex layouts above (.actions, the field's form). */
  [hidden] {
    display: none;
  }
`

/** The steps of the vote, each a panel of the box; the enhancer (enhance.ts) shows one at a time. */
export type FeedbackStep = 'ask' | 'comment' | 'sending' | 'thanks' | 'error'

/**
 * "Was this article helpful?": yes sends at once; no first offers an optional comment. One vote per article per
 * visitor. Rendered once on the server with every step's panel, all but the question hidden; enhance.ts brings it to
 * life in the browser without React (issue 28 §3: a help article loads no framework for this box).
 */
export function HelpFeedback(_props: HelpFeedbackProps & { data: { articleId: string } }) {
  const { t } = useTranslation()
  const id = useElementId()
  return (
    <Container>
      <Box data-help-feedback="ask" aria-labelledby={`${id}-question`} role="region">
        <h2 id={`${id}-question`}>{t('helpCentre.feedback.question')}</h2>
        <div aria-live="polite">
          <div className="actions" data-step="ask">
            <button type="button" data-vote="yes">
              {t('helpCentre.feedback.yes')}
            </button>
            <button type="button" data-vote="no">
              {t('helpCentre.feedback.no')}
            </button>
          </div>
          <form className={field} data-step="comment" hidden>
            <label htmlFor={`${id}-comment`}>{t('helpCentre.feedback.commentLabel')}</label>
            <textarea id={`${id}-comment`} maxLength={HELP_COMMENT_MAX_LENGTH} aria-describedby={`${id}-count`} />
            <p id={`${id}-count`} data-count>
              {t('helpCentre.feedback.remaining', { count: HELP_COMMENT_MAX_LENGTH })}
            </p>
            <div className="actions">
              <button type="submit" className="primary">
                {t('helpCentre.feedback.send')}
              </button>
            </div>
          </form>
          <p data-step="sending" hidden>
            {t('helpCentre.feedback.sending')}
          </p>
          <p data-step="thanks" tabIndex={-1} hidden>
            {t('helpCentre.feedback.thanks')}
          </p>
          <p data-step="error" role="alert" hidden>
            {t('helpCentre.feedback.error')}{' '}
            <button type="button" data-retry>
              {t('helpCentre.feedback.retry')}
            </button>
          </p>
        </div>
      </Box>
    </Container>
  )
}
