/**
 * npm run impact -- <files…> | <git range>: the URLs a change affects, one per line, from what the last build
 * recorded (dist/.build-cache, tools/incremental/affectedUrls.ts), for review tools and the sitemap's dates.
 * Files are repository paths; a git range ("main..HEAD", "HEAD~3") is read with `git diff --name-only`.
 */
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { fromRepo } from '../engine/node/repoRoot.ts'
import { runCommand } from '../engine/node/cli/runCommand.ts'
import { affectedUrls } from './incremental/affectedUrls.ts'
import { readLastBuild } from './incremental/readLastBuild.ts'

const USAGE = `Usage: npm run impact -- <files…> | <git range>

  Lists the URLs whose pages a change to these files affects (one per line; how many per file on stderr).
  Reads the last build's record in dist/.build-cache (SITE_DIST for another folder): build once first.
  A git range such as main..HEAD lists the files changed in it.`

await runCommand(async () => {
  const args = process.argv.slice(2)
  if (args.length === 0 || args.includes('--help') || args.includes('-h')) {
    console.log(USAGE)
    return args.length === 0 ? 2 : 0
  }
  const cache = readLastBuild(fromRepo('.'))
  if (!cache.ok) {
    console.error(`✗ No build record to read: ${cache.reason}. Run npm run build first.`)
    return 1
  }
  const files = args.flatMap((arg) => (isGitRange(arg) ? changedIn(arg) : [arg.replace(/^\.\//, '')]))
  const { urls, reasons } = affectedUrls(cache.manifest, files)
  for (const { file, pages, why } of reasons) console.error(`${file}: ${pages === 'all' ? 'every page' : `${pages} page(s)`} (${why})`)
  for (const url of urls) console.log(url)
  return 0
})

/** "a..b", "a...b", or a revision that is not a file ("HEAD~3": the changes since it). */
function isGitRange(arg: string): boolean {
  return arg.includes('..') || (!existsSync(fromRepo(arg)) && /^[\w./~^@{}-]+$/.test(arg) && gitRevisionExists(arg))
}

function gitRevisionExists(revision: string): boolean {
  try {
    execFileSync('git', ['rev-parse', '--verify', '--quiet', `${revision}^{commit}`], { cwd: fromRepo('.'), stdio: 'ignore' })
    return true
  } catch {
    return false
  }
}

function changedIn(range: string): string[] {
  return execFileSync('git', ['diff', '--name-only', '--no-renames', range], { cwd: fromRepo('.'), encoding: 'utf8' })
    .split('\n')
    .filter(Boolean)
}
