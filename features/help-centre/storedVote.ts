/** One vote per article per visitor: the answer is kept in localStorage under this prefix. */
const PREFIX = 'help-vote:'

export type Vote = 'yes' | 'no'

/** The visitor's earlier vote on an article; nothing where storage is unavailable (private mode, blocked). */
export function readVote(articleId: string): Vote | undefined {
  try {
    const value = window.localStorage.getItem(PREFIX + articleId)
    return value === 'yes' || value === 'no' ? value : undefined
  } catch {
    return undefined
  }
}

export function storeVote(articleId: string, vote: Vote): void {
  try {
    window.localStorage.setItem(PREFIX + articleId, vote)
  } catch {
    // Without storage the visitor may vote again on a later visit; the vote itself was sent.
  }
}
