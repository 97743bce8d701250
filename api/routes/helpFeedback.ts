import { http, HttpResponse } from 'msw'
import { HELP_COMMENT_MAX_LENGTH } from '../../features/web-api/index.ts'
import { answer } from '../http/answer.ts'
import { BadRequest } from '../http/badRequest.ts'
import { actionBody } from '../http/actionBody.ts'
import { helpContent } from '../model/helpContent.ts'
import { recordHelpVote } from '../model/helpVotes.ts'

/** POST /v1/knowledge-article/feedback { articleId, helpful, comment?, country }: 201 with what was recorded. */
export const helpFeedbackHandler = http.post(
  '*/v1/knowledge-article/feedback',
  answer(async ({ request }) => {
    const body = await actionBody(request, 'helpFeedbackRequest')
    const articleId = typeof body.articleId === 'string' ? body.articleId : ''
    const known = (['rent', 'ride'] as const).some((centre) =>
      helpContent(centre, 'en-US', 'DE').articles.some((article) => article.id === articleId),
    )
    if (!known) throw new BadRequest('"articleId" must name a help article.')
    if (typeof body.helpful !== 'boolean') throw new BadRequest('"helpful" must be true or false.')
    if (body.comment !== undefined && (typeof body.comment !== 'string' || body.comment.length > HELP_COMMENT_MAX_LENGTH))
      throw new BadRequest(`"comment" must be a text of at most ${HELP_COMMENT_MAX_LENGTH} characters.`)
    recordHelpVote(articleId, body.helpful)
    return HttpResponse.json({ articleId, helpful: body.helpful }, { status: 201 })
  }),
)
