import { HELP_SEARCH_MAX_LENGTH, HELP_SEARCH_MIN_LENGTH } from '../web-api/index.ts'

/** SPEC §5: a help search has 3 to 100 characters, runs of spaces counted once and none at the ends. */
export function helpQueryProblem(query: string): 'empty' | 'tooShort' | 'tooLong' | undefined {
  const length = query.replace(/\s+/g, ' ').trim().length
  if (length === 0) return 'empty'
  if (length < HELP_SEARCH_MIN_LENGTH) return 'tooShort'
  if (length > HELP_SEARCH_MAX_LENGTH) return 'tooLong'
  return undefined
}
