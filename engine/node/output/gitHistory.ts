import { execFile, execFileSync } from 'node:child_process'

/**
 * What the sitemap's change dates read of git (gitChangeDates.ts, bundleKeyDates.ts): whether the history is
 * there to read, and HEAD's date. A shallow clone (CI's default checkout, fetch-depth 1) has one commit, which
 * would date every file the day of the last commit: the dates are then unknown, as without git.
 */
export function git(root: string, args: readonly string[], input?: string): Buffer {
  const early = input === undefined ? answeredEarly.get(readKey(root, args)) : undefined
  if (early) return early
  return execFileSync('git', args, {
    cwd: root,
    input,
    maxBuffer: MAX_BUFFER,
    stdio: [input === undefined ? 'ignore' : 'pipe', 'pipe', 'ignore'],
  })
}

const MAX_BUFFER = 512 * 1024 * 1024
const answeredEarly = new Map<string, Buffer>()
const readKey = (root: string, args: readonly string[]) => JSON.stringify([root, args])

/**
 * Starts reads git() will be asked for later, in processes beside the caller's work: a build reads the history for
 * its sitemaps at its end, when starting a process from its large heap costs more than git's own work. git() takes
 * an answer that is in by then (one that failed, or is not in yet, is read again then). For a process that reads
 * the repository as it started (a build), not for one that lives on (a dev server). Resolves once every read ended.
 */
export function readGitEarly(root: string, reads: readonly (readonly string[])[]): Promise<void> {
  const ended = reads.map(
    (args) =>
      new Promise<void>((resolve) =>
        execFile('git', args, { cwd: root, encoding: 'buffer', maxBuffer: MAX_BUFFER }, (error, stdout) => {
          if (!error) answeredEarly.set(readKey(root, args), stdout)
          resolve()
        }),
      ),
  )
  return Promise.all(ended).then(() => {})
}

/** The reads historyProblem and headDate make. */
export const HISTORY_READS = [
  ['rev-parse', '--is-shallow-repository'],
  ['rev-parse', '--verify', '--quiet', 'HEAD^{commit}'],
  ['log', '-1', '--format=%cI', 'HEAD'],
] as const satisfies readonly (readonly string[])[]

/** Why the history cannot date files, or undefined when it can. */
export function historyProblem(root: string): string | undefined {
  try {
    if (git(root, HISTORY_READS[0]).toString().trim() === 'true')
      return 'the repository is a shallow clone (clone it with its history: fetch-depth: 0, docs/deploying.md)'
    git(root, HISTORY_READS[1])
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
  return isoSeconds(new Date(git(root, HISTORY_READS[2]).toString().trim()))
}

/** "2026-11-27T11:35:01Z": W3C Datetime in UTC, as sitemaps write it (and sorting as text sorts by time). */
export const isoSeconds = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z')

/** The newer of two dates (ISO strings in UTC sort as dates), either possibly unknown. */
export const newer = (a: string | undefined, b: string | undefined) => (a === undefined || (b !== undefined && b > a) ? b : a)
