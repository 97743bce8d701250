/** Issue 27 §8: a description under 50 characters says too little in a search result; about 160 are shown. */
const DESCRIPTION_MIN = 50
const DESCRIPTION_ROOM = 160

/**
 * The description of a help category or section page: its lead ("Réservations : Modifier une réservation.") followed
 * by the questions the page answers, as many whole questions as fit in a search result. Written from the help content
 * itself, so it is in the page's language and says what the page really holds.
 */
export function helpPageDescription(lead: string, questions: readonly string[]): string {
  const sentence = /[.!?？。؟]$/u.test(lead.trim()) ? lead.trim() : `${lead.trim()}.`
  let description = sentence
  for (const question of questions) {
    const next = `${description} ${question.trim()}`
    if (next.length > DESCRIPTION_ROOM) break
    description = next
  }
  return description
}

/**
 * An article's description: its excerpt, led by the question it answers when the answer alone is too short to tell
 * a searcher anything ("Should I tip the driver? Tips are not included and are up to you.").
 */
export function helpArticleDescription(title: string, excerpt: string): string {
  return excerpt.length >= DESCRIPTION_MIN ? excerpt : helpPageDescription(title, [excerpt])
}
