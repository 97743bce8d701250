/** Longer values are no typo of a name: comparing them would cost length × length for every candidate (minutes for 10 MB). */
export const SUGGESTION_MAX_LENGTH = 200

/** Returns the candidates closest to a mistyped value, best first ("did you mean …"); none for long values. */
export function getMostSimilar(value: string, candidates: Iterable<string>, max = 3): string[] {
  if (value.length > SUGGESTION_MAX_LENGTH) return []
  const lower = value.toLowerCase()
  const scored: { candidate: string; distance: number }[] = []
  for (const candidate of candidates) {
    if (candidate.length > SUGGESTION_MAX_LENGTH) continue
    const distance = editDistance(lower, candidate.toLowerCase())
    const limit = Math.max(2, Math.ceil(Math.max(value.length, candidate.length) / 3))
    if (distance <= limit) scored.push({ candidate, distance })
  }
  return scored
    .sort(
      (a, b) =>
        a.distance - b.distance ||
        commonPrefix(lower, b.candidate.toLowerCase()) - commonPrefix(lower, a.candidate.toLowerCase()) ||
        a.candidate.localeCompare(b.candidate),
    )
    .slice(0, max)
    .map((entry) => entry.candidate)
}

function commonPrefix(a: string, b: string): number {
  let length = 0
  while (length < a.length && a[length] === b[length]) length++
  return length
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index)
  for (let i = 1; i <= a.length; i++) {
    const current = [i]
    for (let j = 1; j <= b.length; j++) {
      const substitution = previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1)
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, substitution)
    }
    previous = current
  }
  return previous[b.length]
}

export function didYouMean(suggestions: string[]): string {
  if (suggestions.length === 0) return ''
  return `; did you mean ${suggestions.map((s) => `"${s}"`).join(' or ')}?`
}
