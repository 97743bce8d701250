import { execFileSync } from 'node:child_process'

/**
 * What the sitemap's change dates read of git (gitChangeDates.ts, bundleKeyDates.ts): whether the history is
 * there to read, and HEAD's date. A shallow clone (CI's default checkout, fetch-depth 1) has one commit, which
 * would date every file the day of the last commit: the dates are then unknown, as without git.
 */
export function git(root: string, args: readonly string[], input?: string): Buffer {
  return execFileSync('git', args, {
    cwd: root,
    input,
    maxBuffer: 512 * 1024 * 1024,
    stdio: [input === undefined ? 'ignore' : 'pipe', 'pipe', 'ignore'],
  })
}

/** Why the history cannot date files, or undefined when it can. */
export function historyProblem(root: string): string | undefined {
  try {
    if (git(root, ['rev-parse', '--is-shallow-repository']).toString().trim() === 'true')
      return 'the repository is a shallow clone (clone it with its history: fetch-depth: 0, docs/deploying.md)'
    git(root, ['rev-parse', '--verify', '--quiet', 'HEAD^{commit}'])
    return undefined
  } catch {
    return 'there is no git repository with a commit here (a copy of the sources without .git)'
  }
}

/**
 * HEAD's committer date: the date of a file changed and not committed yet. Not the time of the build, so two
 * builds of one working tree write the same sitemaps (the incremental build is compared with a clean one byte for byte).
 */
export function headDate(root: string): string {
  return isoSeconds(new Date(git(root, ['log', '-1', '--format=%cI', 'HEAD']).toString().trim()))
}

/** "2026-11-27T11:35:01Z": W3C Datetime in UTC, as sitemaps write it (and sorting as text sorts by time). */
export const isoSeconds = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z')

/** The newer of two dates (ISO strings in UTC sort as dates), either possibly unknown. */
export const newer = (a: string | undefined, b: string | undefined) => (a === undefined || (b !== undefined && b > a) ? b : a)
