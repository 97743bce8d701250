/**
 * GET /studio/api/new-market: the questions of `npm run new-market` as form fields; the answers so far may come as
 * query parameters (?code=lu&locales=fr-LU), so the defaults that follow from them are offered.
 * POST /studio/api/new-market: NewMarketRequest → NewMarketAnswer (answerNewMarket.ts).
 */
import { readProjectFacts } from '../../../tools/newMarket/projectFacts.ts'
import type { StudioRoute } from '../studioRoute.ts'
import { answerNewMarket } from './answerNewMarket.ts'
import { newMarketQuestions } from './newMarketQuestions.ts'
import { rawAnswersOf } from './rawAnswersOf.ts'

export const newMarketRoutes: StudioRoute[] = [
  {
    method: 'GET',
    path: '/new-market',
    handle: (request, context) => ({
      status: 200,
      body: newMarketQuestions(readProjectFacts(context.root), rawAnswersOf(Object.fromEntries(request.query)).raw),
    }),
  },
  {
    method: 'POST',
    path: '/new-market',
    handle: (request, context) => answerNewMarket(request.body, context),
  },
]
