/**
 * Help search without JavaScript (features/help-centre/noScriptSearch.ts): a results page requested with
 * ?q= gets its empty noscript filled with the results, searched through the page's own web API settings.
 */
import { embeddedApiFetch } from '../../api/node/embeddedApiFetch.ts'
import { createApiClient } from '../../features/web-api/index.ts'
import { escapeMarkup } from '../../engine/shared/escapedMarkup.ts'
import {
  NO_SCRIPT_SEARCH_ATTRIBUTE,
  noScriptQueryProblem,
  noScriptResultsHtml,
  type NoScriptOutcome,
  type NoScriptSearchConfig,
} from '../../features/help-centre/data.ts'

/** The empty noscript React renders for the results page; its attribute holds the JSON config, escaped. */
const PLACEHOLDER = new RegExp(`<noscript ${NO_SCRIPT_SEARCH_ATTRIBUTE}="([^"]*)"></noscript>`)

/** The page's search field, which shows the query as the island would (an island hydrating over it sets the same value). */
const SEARCH_FIELD = /<main[\s\S]*?<input[^>]*? name="q"/

/** A search that takes longer leaves the page as built (popular articles) rather than keep the visitor waiting. */
export const NO_SCRIPT_SEARCH_TIMEOUT_MS = 5_000

const ENTITIES: Record<string, string> = { '&quot;': '"', '&#x27;': "'", '&#39;': "'", '&lt;': '<', '&gt;': '>', '&amp;': '&' }
const decodeAttribute = (value: string) => value.replace(/&(quot|#x27|#39|lt|gt|amp);/g, (entity) => ENTITIES[entity])

/** Whether a built page takes a no-JavaScript search (cheap: a substring test before any parsing). */
export function takesNoScriptSearch(html: string): boolean {
  return html.includes(NO_SCRIPT_SEARCH_ATTRIBUTE)
}

/** The reference API's failure switch (api/failureModes.ts) passes from the visitor's request to the in-process API, so tests can fail a search. */
const FAILURE_HEADER = 'x-api-failure'

async function search(config: NoScriptSearchConfig, query: string, failure: string | undefined): Promise<NoScriptOutcome> {
  const problem = noScriptQueryProblem(query)
  if (problem) return { kind: 'invalid', problem }
  // A relative API base ("/api") is this server's own reference API, answered in-process.
  const embedded: typeof globalThis.fetch = (input, init) =>
    embeddedApiFetch(
      input,
      failure ? { ...init, headers: { ...Object.fromEntries(new Headers(init?.headers)), [FAILURE_HEADER]: failure } } : init,
    )
  const transport = /^https?:\/\//.test(config.api.endpointBase) ? globalThis.fetch : embedded
  const api = createApiClient(config.api, { fetch: transport })
  const found = await api.helpSearch(
    { centre: config.centre, country: config.country, q: query.trim(), limit: 20 },
    { timeoutMs: NO_SCRIPT_SEARCH_TIMEOUT_MS },
  )
  return found.ok ? { kind: 'answer', answer: found.value } : { kind: 'error' }
}

/** The page with the results of `query` in its noscript; unchanged when it has no placeholder. */
export async function withNoScriptSearch(html: string, query: string, failure?: string): Promise<string> {
  const placeholder = PLACEHOLDER.exec(html)
  if (!placeholder) return html
  const config = JSON.parse(decodeAttribute(placeholder[1])) as NoScriptSearchConfig
  const results = noScriptResultsHtml(config, query, await search(config, query, failure))
  return html
    .replace(placeholder[0], () => `<noscript ${NO_SCRIPT_SEARCH_ATTRIBUTE}="${placeholder[1]}">${results}</noscript>`)
    .replace(SEARCH_FIELD, (field) => `${field} value="${escapeMarkup(query)}"`)
}
