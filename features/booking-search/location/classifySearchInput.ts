/** SPEC §5 limits a search to 100 characters; the API suggests branches from 2 characters on. */
export const SEARCH_MIN_LENGTH = 2
export const SEARCH_MAX_LENGTH = 100

export type SearchInput = { kind: 'empty' } | { kind: 'tooShort' } | { kind: 'tooLong' } | { kind: 'search'; text: string }

/** What a typed location asks for: spaces do not count, runs of spaces are one; markup is just text. */
export function classifySearchInput(value: string): SearchInput {
  const text = value.replace(/\s+/g, ' ').trim()
  if (text === '') return { kind: 'empty' }
  if (text.length < SEARCH_MIN_LENGTH) return { kind: 'tooShort' }
  if (text.length > SEARCH_MAX_LENGTH) return { kind: 'tooLong' }
  return { kind: 'search', text }
}
