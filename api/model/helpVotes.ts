import { prepared } from '../store/prepared.ts'
import { storeDatabase } from '../store/storeDatabase.ts'

/**
 * Counts a help article vote (counts only: no comment and no personal data is kept). The callers name a known
 * article, so the table has at most one row per article.
 */
export function recordHelpVote(articleId: string, helpful: boolean): void {
  prepared(
    storeDatabase(),
    `INSERT INTO help_votes (article_id, yes, no) VALUES (?, ?, ?)
     ON CONFLICT (article_id) DO UPDATE SET yes = yes + excluded.yes, no = no + excluded.no`,
  ).run(articleId, helpful ? 1 : 0, helpful ? 0 : 1)
}

/** An article's votes so far (tests read them). */
export function helpVotesOf(articleId: string): { yes: number; no: number } {
  return (
    (prepared(storeDatabase(), 'SELECT yes, no FROM help_votes WHERE article_id = ?').get(articleId) as
      | { yes: number; no: number }
      | undefined) ?? { yes: 0, no: 0 }
  )
}
