import { styled } from '@linaria/react'
import { useEffect, useId, useState } from 'react'
import { color, Container, field, primaryActionStyles, radius, space, usePageEnv, useTranslation } from '../../engine/sdk.ts'
import { HELP_COMMENT_MAX_LENGTH } from '../../features/web-api/index.ts'
import { useApiClient } from '../../features/web-api-hooks/index.ts'
import { readVote, storeVote, type Vote } from '../../features/help-centre/index.ts'
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
`

type Step = { kind: 'ask' } | { kind: 'comment' } | { kind: 'sending'; vote: Vote } | { kind: 'thanks' } | { kind: 'error'; vote: Vote }

/** "Was this article helpful?": yes sends at once; no first offers an optional comment. One vote per article per visitor. */
export function HelpFeedback({ data }: HelpFeedbackProps & { data: { articleId: string } }) {
  const { t } = useTranslation()
  const env = usePageEnv()
  const api = useApiClient()
  const id = useId()
  const [step, setStep] = useState<Step>({ kind: 'ask' })
  const [comment, setComment] = useState('')
  useEffect(() => {
    if (readVote(data.articleId)) setStep({ kind: 'thanks' })
  }, [data.articleId])

  const send = async (vote: Vote) => {
    setStep({ kind: 'sending', vote })
    const text = comment.trim()
    const sent = await api.helpFeedback({
      articleId: data.articleId,
      helpful: vote === 'yes',
      country: env.country.toUpperCase(),
      ...(vote === 'no' && text ? { comment: text.slice(0, HELP_COMMENT_MAX_LENGTH) } : {}),
    })
    if (!sent.ok) return setStep({ kind: 'error', vote })
    storeVote(data.articleId, vote)
    setStep({ kind: 'thanks' })
  }

  return (
    <Container>
      <Box data-help-feedback={step.kind} aria-labelledby={`${id}-question`} role="region">
        <h2 id={`${id}-question`}>{t('helpCentre.feedback.question')}</h2>
        <div aria-live="polite">
          {step.kind === 'ask' ? (
            <div className="actions">
              <button type="button" onClick={() => void send('yes')}>
                {t('helpCentre.feedback.yes')}
              </button>
              <button type="button" onClick={() => setStep({ kind: 'comment' })}>
                {t('helpCentre.feedback.no')}
              </button>
            </div>
          ) : null}
          {step.kind === 'comment' || (step.kind === 'sending' && step.vote === 'no') ? (
            <form
              className={field}
              onSubmit={(event) => {
                event.preventDefault()
                void send('no')
              }}
            >
              <label htmlFor={`${id}-comment`}>{t('helpCentre.feedback.commentLabel')}</label>
              <textarea
                id={`${id}-comment`}
                maxLength={HELP_COMMENT_MAX_LENGTH}
                value={comment}
                onChange={(event) => setComment(event.target.value)}
                aria-describedby={`${id}-count`}
              />
              <p id={`${id}-count`}>{t('helpCentre.feedback.remaining', { count: HELP_COMMENT_MAX_LENGTH - comment.length })}</p>
              <div className="actions">
                <button type="submit" className="primary" disabled={step.kind === 'sending'}>
                  {t('helpCentre.feedback.send')}
                </button>
              </div>
            </form>
          ) : null}
          {step.kind === 'sending' && step.vote === 'yes' ? <p>{t('helpCentre.feedback.sending')}</p> : null}
          {step.kind === 'thanks' ? <p>{t('helpCentre.feedback.thanks')}</p> : null}
          {step.kind === 'error' ? (
            <p role="alert">
              {t('helpCentre.feedback.error')}{' '}
              <button type="button" onClick={() => void send(step.vote)}>
                {t('helpCentre.feedback.retry')}
              </button>
            </p>
          ) : null}
        </div>
      </Box>
    </Container>
  )
}
