import { execFileSync } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'

/**
 * The repository's files (committed, and new ones not ignored), copied into a scratch folder with its node_modules
 * linked, so a test can run a server there and change files without touching the working tree. With `git: true`
 * the copy is a repository of its own with everything committed once, so `git diff` there shows only what the test changed.
 */
export function scratchRepository(prefix: string, options: { git?: boolean } = {}): string {
  const root = mkdtempSync(join(tmpdir(), prefix))
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], { encoding: 'utf8' })
    .split('\0')
    .filter(Boolean)
  for (const file of files) {
    mkdirSync(dirname(join(root, file)), { recursive: true })
    try {
      cpSync(file, join(root, file))
    } catch {
      // A file deleted in the working tree but still in the index.
    }
  }
  symlinkSync(join(process.cwd(), 'node_modules'), join(root, 'node_modules'), 'dir')
  if (options.git) {
    const git = (...args: string[]) => execFileSync('git', args, { cwd: root, stdio: 'pipe' })
    git('init', '-q')
    git('add', '-A')
    git('-c', 'user.name=Studio test', '-c', 'user.email=studio-test@example.com', 'commit', '-q', '-m', 'scratch copy')
  }
  return root
}
