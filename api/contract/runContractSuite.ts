import { operationsOf, type OpenApiDocument } from '../../engine/node/gen/openApiDocument.ts'
import { createAnswerValidators } from './answerValidators.ts'
import { examplesOf, fillPlaceholders, MissingValue, type ContractExample, type ExampleContext } from './contractExamples.ts'
import { NOT_JSON, sendExample } from './sendExample.ts'

/** What the suite found for one operation: the examples it sent, and the first difference from the contract. */
export interface EndpointResult {
  operationId: string
  method: string
  path: string
  sent: number
  /** The first difference: which example, and the status or the JSON pointer and rule. */
  difference?: string
}

export interface ContractSuiteOptions {
  /** Where the API is: "http://localhost:3000/api", or any base the paths of the contract follow. */
  base: string
  /** Who sends the requests: fetch, or the reference API in this process (api/node/embeddedApiFetch.ts). */
  fetch?: typeof fetch
  /** Unique per run, so the test data of one run (contract-<run>@example.com) never meets another's. */
  run?: string
  today?: Date
}

/** "sx_session=abc" of "sx_session=abc; Path=/; HttpOnly": what a browser sends back. */
const cookiePairs = (setCookies: string[]) => setCookies.map((cookie) => cookie.split(';')[0].trim()).filter((pair) => !pair.endsWith('='))

async function checkExample(
  options: Required<Pick<ContractSuiteOptions, 'base' | 'fetch'>>,
  located: ReturnType<typeof operationsOf>[number],
  example: ContractExample,
  state: { context: ExampleContext; session?: string; validators: ReturnType<typeof createAnswerValidators> },
): Promise<string | undefined> {
  let filled: ContractExample
  try {
    filled = fillPlaceholders(example, state.context)
  } catch (error) {
    if (error instanceof MissingValue) return `not sent: ${error.message}`
    throw error
  }
  let answer: Awaited<ReturnType<typeof sendExample>>
  try {
    answer = await sendExample(options.fetch, options.base, located.method, located.path, filled, state.session)
  } catch (error) {
    return `no answer: ${(error as Error).message}`
  }
  if (answer.status !== example.status) {
    const message = (answer.json as { message?: unknown } | undefined)?.message
    return `status ${answer.status}, expected ${example.status}${typeof message === 'string' ? ` ("${message.slice(0, 80)}")` : ''}`
  }
  if (answer.json === NOT_JSON) return 'the answer is not JSON'
  const problem = state.validators.check(located.operation, String(example.status), answer.json)
  if (problem) return `${problem.pointer || '(the answer)'} ${problem.message} [${problem.rule}]`
  if (example.status < 300 && !state.context.answers.has(located.operation.operationId)) {
    state.context.answers.set(located.operation.operationId, answer.json)
    const cookies = cookiePairs(answer.setCookies)
    if (cookies.length) state.session = cookies.join('; ')
  }
  return undefined
}

/**
 * The contract suite: for every operation of the contract, in its order, sends the good request and each documented
 * error example of `x-contract-examples`, and checks the status and the answer's shape against the contract.
 */
export async function runContractSuite(document: OpenApiDocument, options: ContractSuiteOptions): Promise<EndpointResult[]> {
  const send = { base: options.base, fetch: options.fetch ?? fetch }
  const context: ExampleContext = {
    run: options.run ?? `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`,
    today: options.today ?? new Date(),
    answers: new Map(),
  }
  const state = { context, session: undefined as string | undefined, validators: createAnswerValidators(document) }
  const results: EndpointResult[] = []
  for (const located of operationsOf(document)) {
    const result: EndpointResult = {
      operationId: located.operation.operationId,
      method: located.method.toUpperCase(),
      path: located.path,
      sent: 0,
    }
    for (const example of examplesOf(located.operation)) {
      const difference = await checkExample(send, located, example, state)
      result.sent++
      if (difference) {
        result.difference = `${example.name}: ${difference}`
        break
      }
    }
    results.push(result)
  }
  return results
}
