import { execFileSync } from 'node:child_process'

/** When the files under some repository paths last changed: an ISO 8601 date, or undefined when git does not know. */
export type ChangeDateOf = (paths: readonly string[]) => string | undefined

/**
 * The last change of every file, from git: the committer date of the newest commit touching it, or now for a
 * file changed and not committed yet (a local build shows what it would publish). One `git log` over the history,
 * read once per build. Without git or a history (a tarball of the sources), every answer is undefined and the
 * sitemap leaves `<lastmod>` out rather than guess.
 */
export function gitChangeDates(root: string, now = new Date()): ChangeDateOf {
  const latest = new Map<string, string>()
  try {
    const log = execFileSync('git', ['log', '--format=%x01%cI', '--name-only', '--no-renames'], {
      cwd: root,
      encoding: 'utf8',
      maxBuffer: 256 * 1024 * 1024,
      stdio: ['ignore', 'pipe', 'ignore'],
    })
    let date = ''
    for (const line of log.split('\n')) {
      if (line.startsWith('\u0001')) date = isoSeconds(new Date(line.slice(1)))
      else if (line !== '' && !latest.has(line)) latest.set(line, date)
    }
    const status = execFileSync('git', ['status', '--porcelain', '--untracked-files=all'], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    })
    for (const line of status.split('\n')) if (line.length > 3) latest.set(line.slice(3).replace(/^.* -> /, ''), isoSeconds(now))
  } catch {
    return () => undefined
  }
  const byPath = new Map<string, string | undefined>()
  // A path is a file ("pages/start.json") or a prefix of files ("api/seed/help/de-"): the newest of the files it names.
  const dateOf = (path: string) => {
    if (byPath.has(path)) return byPath.get(path)
    let newest = latest.get(path)
    if (newest === undefined)
      for (const [file, date] of latest) if (file.startsWith(path) && (newest === undefined || date > newest)) newest = date
    byPath.set(path, newest)
    return newest
  }
  return (paths) => {
    let newest: string | undefined
    for (const path of paths) {
      const date = dateOf(path)
      if (date !== undefined && (newest === undefined || date > newest)) newest = date
    }
    return newest
  }
}

/** "2026-11-27T11:35:01Z": W3C Datetime in UTC, as sitemaps write it (and sorting as text sorts by time). */
const isoSeconds = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z')
