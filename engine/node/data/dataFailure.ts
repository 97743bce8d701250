import type { ApiError } from '../../shared/api/result.ts'
import type { Problem } from '../../shared/problem.ts'
import { locatePointer } from '../load/parseJsonSource.ts'
import type { SourceRef } from '../../model/tracked.ts'

/** A call of a loader or route source that did not give its answer; the data stage turns it into a Problem. */
export class ApiCallFailed extends Error {
  constructor(
    readonly call: string,
    readonly url: string | undefined,
    readonly error: ApiError & { pointer?: string; path?: string },
  ) {
    super(error.message)
  }
}

/** Where a failing loader or source was asked for, and for which page. */
export interface FailureSite {
  /** The document place that asked for the data: a page's block or "generate", or a layout's block. */
  origin: SourceRef | undefined
  market: string
  locale: string
  /** "block branch-directory (blocks/branch-directory/data.ts)" or "route source sources/branches.ts". */
  what: string
}

function whatToDo(error: ApiCallFailed['error']): string {
  switch (error.kind) {
    case 'network':
    case 'timeout':
      return 'Check that the web API is running and that SITE_API_BASE (or site.json "api".endpointBase) points at it, then build again.'
    case 'malformed':
      return 'The answer does not match its schema in schemas/api/: fix the API, or update the schema if the API changed on purpose.'
    case 'http':
      return (error.status ?? 500) >= 500
        ? 'The web API failed on every attempt; build again later or check the API.'
        : 'The web API refused the request: check the props and market settings this data is loaded for.'
    default:
      return 'Build again.'
  }
}

/** A failed data call as a Problem at the document place that asked for it, naming endpoint, market, language and answer pointer. */
/** A loader's answer of undefined or null: its block would render empty. */
export class LoaderGaveNothing extends Error {}

export function dataProblem(failure: unknown, site: FailureSite): Problem {
  const origin = site.origin
  const position = origin ? locatePointer(origin.source, origin.pointer) : { line: 1, column: 1 }
  const base = { severity: 'error' as const, file: origin?.source.file ?? 'site.json', ...position, pointer: origin?.pointer ?? '' }
  const forPage = `for market ${site.market} (${site.locale}), ${site.what}`
  if (failure instanceof ApiCallFailed) {
    const { error } = failure
    const status = error.status ? ` ${error.status}` : ''
    const pointer = error.pointer !== undefined ? ` at ${error.pointer || '/'} of the answer` : ''
    const endpoint = failure.url ? `GET ${failure.url}` : `the ${failure.call} call`
    return {
      ...base,
      rule: 'dataApi',
      // The API's own message may end with a full stop already ("… in country "LU".").
      message: `${endpoint} failed ${forPage}: ${error.kind}${status}${pointer}: ${error.message.replace(/\.$/, '')}. ${whatToDo(error)}`,
    }
  }
  const message = failure instanceof Error ? failure.message : String(failure)
  const what = failure instanceof LoaderGaveNothing ? 'gave nothing' : 'threw'
  return { ...base, rule: 'dataLoader', message: `the data loader ${what} ${forPage}: ${message}. Fix the loader or the data it reads.` }
}
