import { existsSync, readdirSync, rmSync } from 'node:fs'
import { basename, dirname, join } from 'node:path'

/** Whether a process with this id runs (signal 0 only checks; EPERM means it runs under another user). */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/**
 * Removes `<target>-staging-<pid>` and `<target>-previous-<pid>` folders that a killed build left behind (its
 * `finally` never ran). A folder whose build still runs is kept: two builds may share a parent folder.
 * Returns the names it removed.
 */
export function removeStaleBuildFolders(target: string): string[] {
  const parent = dirname(target)
  const pattern = new RegExp(`^${basename(target).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}-(?:staging|previous)-(\\d+)$`)
  const removed: string[] = []
  // A first build into a new folder (SITE_DIST=dist-shards/a) has no parent yet, hence nothing stale.
  if (!existsSync(parent)) return removed
  for (const name of readdirSync(parent)) {
    const pid = pattern.exec(name)?.[1]
    if (pid === undefined || Number(pid) === process.pid || isRunning(Number(pid))) continue
    rmSync(join(parent, name), { recursive: true, force: true })
    removed.push(name)
  }
  return removed
}
