import type { Branch } from '../../features/web-api/index.ts'
import type { SeededBranch } from './branches.ts'

const TRANSLITERATIONS: [RegExp, string][] = [
  [/ä/g, 'ae'],
  [/ö/g, 'oe'],
  [/ü/g, 'ue'],
  [/ß/g, 'ss'],
]

/** Lowercase, accents dropped, punctuation as spaces: "Köln Hbf." matches "koln", "koeln" and "hbf". */
export function searchForms(text: string): string[] {
  const lower = text.toLowerCase()
  const german = TRANSLITERATIONS.reduce((value, [pattern, replacement]) => value.replace(pattern, replacement), lower)
  return [
    ...new Set(
      [lower, german].map((value) =>
        value
          .normalize('NFD')
          .replace(/\p{M}/gu, '')
          .replace(/[^\p{L}\p{N}]+/gu, ' ')
          .trim(),
      ),
    ),
  ]
}

function haystack(entry: SeededBranch): string[] {
  const { branch, seed } = entry
  const texts = [branch.name, branch.address.city, branch.address.postalCode, branch.iataCode ?? '', ...(seed.keywords ?? [])]
  return texts.flatMap(searchForms).flatMap((form) => form.split(' '))
}

/** Every word the visitor typed starts a word of the branch (name, city, postal code, airport code or a keyword). */
function matches(entry: SeededBranch, tokens: string[]): boolean {
  const words = haystack(entry)
  return tokens.every((token) => words.some((word) => word.startsWith(token)))
}

/**
 * Branches for what the visitor typed: branches of the visitor's country first, then airports,
 * then by name; at most `limit`.
 */
export function searchBranches(entries: SeededBranch[], query: string, country: string | undefined, limit = 10): Branch[] {
  const tokenSets = searchForms(query).map((form) => form.split(' ').filter(Boolean))
  const found = entries.filter((entry) => tokenSets.some((tokens) => tokens.length > 0 && matches(entry, tokens)))
  const rank = (entry: SeededBranch) => (entry.market.country === country ? 0 : 2) + (entry.branch.type === 'airport' ? 0 : 1)
  return found
    .sort((a, b) => rank(a) - rank(b) || a.branch.name.localeCompare(b.branch.name))
    .slice(0, limit)
    .map((entry) => entry.branch)
}
