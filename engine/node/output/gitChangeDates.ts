import { git, headDate, historyProblem, isoSeconds, newer } from './gitHistory.ts'

/** The history of every file and the working tree's changes: what gitChangeDates reads besides HISTORY_READS. */
export const FILE_DATE_READS = [
  ['log', '--format=%x01%cI', '--name-only', '--no-renames'],
  ['status', '--porcelain', '--untracked-files=all'],
] as const satisfies readonly (readonly string[])[]

/** When the files under some repository paths last changed: an ISO 8601 date, or undefined when git does not know. */
export type ChangeDateOf = (paths: readonly string[]) => string | undefined

/**
 * The last change of every file, from git: the committer date of the newest commit touching it, or HEAD's date
 * for a file changed and not committed yet (a local build shows what it would publish, and the same on every
 * build). One `git log` over the history, read once per build. Without git or its history (a tarball of the
 * sources, a shallow clone), every answer is undefined, `unknown` is told why once, and the sitemap leaves
 * `<lastmod>` out rather than guess.
 */
export function gitChangeDates(root: string, unknown: (reason: string) => void = () => {}): ChangeDateOf {
  const problem = historyProblem(root)
  if (problem !== undefined) {
    unknown(problem)
    return () => undefined
  }
  const latest = new Map<string, string>()
  const log = git(root, FILE_DATE_READS[0]).toString()
  let date = ''
  for (const line of log.split('\n')) {
    if (line.startsWith('\u0001')) date = isoSeconds(new Date(line.slice(1)))
    // The log's order is not strictly by date across merged branches: the newest wins.
    else if (line !== '') latest.set(line, newer(latest.get(line), date) ?? date)
  }
  const head = headDate(root)
  const status = git(root, FILE_DATE_READS[1]).toString()
  for (const line of status.split('\n')) if (line.length > 3) latest.set(line.slice(3).replace(/^.* -> /, ''), head)
  const byPath = new Map<string, string | undefined>()
  // A path is a file ("pages/start.json") or a prefix of files ("api/seed/help/de-"): the newest of the files it names.
  const dateOf = (path: string) => {
    if (byPath.has(path)) return byPath.get(path)
    let newest = latest.get(path)
    if (newest === undefined) for (const [file, date] of latest) if (file.startsWith(path)) newest = newer(newest, date)
    byPath.set(path, newest)
    return newest
  }
  return (paths) => paths.reduce<string | undefined>((newest, path) => newer(newest, dateOf(path)), undefined)
}
