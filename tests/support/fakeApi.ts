import { getResponse } from 'msw'
import { apiHandlers } from '../../api/handlers.ts'
import { createAnswerValidators } from '../../api/contract/answerValidators.ts'
import type { API_ROUTES, ApiOperationId } from '../../api/contract/apiRoutes.gen.ts'
import { readApiContract } from '../../api/contract/readApiContract.ts'
import { operationsOf, successStatuses } from '../../engine/node/gen/openApiDocument.ts'
import { createApiClient, type ApiClient, type EndpointAnswer } from '../../features/web-api/index.ts'

/** What a test may make an operation answer: the operation's success answer, typed by the contract. */
export type FakeAnswers = { [Id in ApiOperationId]?: EndpointAnswer<(typeof API_ROUTES)[Id]['path']> }

const contract = readApiContract()
const validators = createAnswerValidators(contract)
const operations = operationsOf(contract)

/** "/v1/…/articles/{articleId}" as a pattern of a URL path (the part after the API base). */
const pathPattern = (path: string) => new RegExp(`${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{\w+\\?\}/g, '[^/]+')}$`)
const routes = operations.map(({ method, path, operation }) => ({ method: method.toUpperCase(), pattern: pathPattern(path), operation }))

/** An override that does not match the contract's answer schema is the test's mistake: say which field. */
function checkedAnswers(answers: FakeAnswers): Map<string, { status: number; body: unknown }> {
  const checked = new Map<string, { status: number; body: unknown }>()
  for (const [operationId, body] of Object.entries(answers)) {
    const found = operations.find(({ operation }) => operation.operationId === operationId)
    if (!found) throw new Error(`fakeApi: the contract has no operation "${operationId}".`)
    const [status] = successStatuses(found.operation)
    const problem = validators.check(found.operation, status, body)
    if (problem)
      throw new Error(`fakeApi: the answer given for ${operationId} does not match the contract: ${problem.pointer} ${problem.message}.`)
    checked.set(operationId, { status: Number(status), body })
  }
  return checked
}

/**
 * The one stand-in for the web API in unit tests, built from the contract (schemas/api/openapi.json): the site's real
 * client, its requests answered in this process by the reference API's handlers (its seed data, in `locale`), except
 * the operations a test gives an answer for in `answers` (type-checked and checked against the contract's schema).
 * No socket and no jsdom AbortSignal reach Node's fetch: component tests in jsdom can use it.
 */
export function fakeApi(locale = 'en-US', answers: FakeAnswers = {}): ApiClient {
  const given = checkedAnswers(answers)
  const answer: typeof fetch = async (input, init) => {
    const url = new URL(String(input), 'http://reference-api.invalid')
    const method = (init?.method ?? 'GET').toUpperCase()
    const route = routes.find((candidate) => candidate.method === method && candidate.pattern.test(url.pathname))
    const override = route && given.get(route.operation.operationId)
    if (override) return Response.json(override.body, { status: override.status })
    const { signal: _jsdomSignal, ...rest } = init ?? {}
    const request = new Request(url, rest)
    return (
      (await getResponse(apiHandlers, request)) ?? Response.json({ message: `No handler for ${method} ${url.pathname}` }, { status: 404 })
    )
  }
  return createApiClient({ endpointBase: '/api', endpointBaseGrpc: '', acceptLanguage: locale, tenantId: 6 }, { fetch: answer })
}
