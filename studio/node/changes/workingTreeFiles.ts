/**
 * The uncommitted changes of a working tree, from `git status --porcelain -z` (https://git-scm.com/docs/git-status#_porcelain_format_version_1):
 * staged or not, untracked files one by one, renames as a deletion and an addition (what the build sees).
 */
import { execFileSync } from 'node:child_process'
import type { WorkingChanges } from '../../shared/studioApi.ts'

export type ChangedFile = WorkingChanges['files'][number]

/** Runs git in a folder and answers its standard output; injected in tests so they never read the real repository. */
export type GitRunner = (args: string[], cwd: string) => string

export const runGit: GitRunner = (args, cwd) => execFileSync('git', args, { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })

/** The files `git status --porcelain -z` lists, with paths relative to the repository's top folder. */
export function parseGitStatus(output: string): ChangedFile[] {
  const entries = output.split('\0')
  const files: ChangedFile[] = []
  for (let index = 0; index < entries.length; index++) {
    const entry = entries[index]
    if (entry.length < 4) continue
    const code = entry.slice(0, 2)
    const file = entry.slice(3)
    // A rename or copy names its source in the next entry (only when renames are detected).
    if (/[RC]/.test(code)) index++
    const status = code === '??' || code.includes('A') || /[RC]/.test(code) ? 'added' : code.includes('D') ? 'deleted' : 'modified'
    files.push({ file, status })
  }
  return files.sort((a, b) => a.file.localeCompare(b.file))
}

/** The uncommitted changes below `root`, with paths relative to it (root may be a folder inside the repository). */
export function workingTreeFiles(root: string, git: GitRunner = runGit): ChangedFile[] {
  const prefix = git(['rev-parse', '--show-prefix'], root).trim()
  const status = git(['status', '--porcelain', '-z', '--untracked-files=all', '--no-renames', '--', '.'], root)
  return parseGitStatus(status)
    .filter(({ file }) => file.startsWith(prefix))
    .map((changed) => ({ ...changed, file: changed.file.slice(prefix.length) }))
}
