/**
 * The replaced build's folder tree, kept as the next build's staging folder. An incremental build links thousands
 * of unchanged pages into a fresh folder, one folder per page: making those folders, and deleting the replaced
 * build's, took longer than everything else it did (on ext4, folders made soon after a mass delete are slow to make).
 * The replaced build is kept as `<target>-spare` instead; the next build renames it to its staging folder as it
 * starts and removes every file in it, keeping the folders, in a worker thread beside its own work (a whole site's
 * 20,000 files took half a second), so its links find their folders made. Nothing of the spare's files is read or
 * kept: the staging folder holds only what the build puts there, and a build that does not take it deletes it.
 */
import { existsSync, renameSync, rmdirSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { Worker } from 'node:worker_threads'
import { removeInBackground } from '../../engine/node/output/removeInBackground.ts'

export const spareFolderOf = (target: string) => `${target}-spare`

/** The spare folder being emptied into a build's staging folder. */
export interface SpareFolder {
  /** Whether `staging` is the emptied spare; when false, `staging` is not there (the build makes it afresh). */
  taken(): Promise<boolean>
  /**
   * For a build that did not take it, or stopped before: the worker ends and the folder is the spare again (or, when
   * another build kept one meanwhile, deleted by a process of its own). A folder the build took is the build's.
   */
  giveUp(): Promise<void>
}

/**
 * Renames the spare folder of `target` to `staging` and starts removing its files; undefined when there is no spare
 * (or another build took it first), and `staging` is then not made.
 */
export function takeSpareFolder(target: string, staging: string): SpareFolder | undefined {
  try {
    renameSync(spareFolderOf(target), staging)
  } catch {
    return undefined
  }
  const worker = new Worker(new URL('./emptyFolderWorker.mjs', import.meta.url), { workerData: { folder: staging } })
  const emptied = new Promise<boolean>((resolve) => {
    worker.once('message', (message: { ok: boolean }) => resolve(message.ok))
    worker.once('error', () => resolve(false))
    worker.once('exit', () => resolve(false))
  })
  const discard = () => {
    const unusable = `${staging}-unusable`
    renameSync(staging, unusable)
    removeInBackground(unusable)
  }
  let outcome: Promise<boolean> | undefined
  return {
    taken() {
      // A spare that cannot be emptied is not used.
      outcome ??= emptied.then((ok) => {
        if (!ok) discard()
        return ok
      })
      return outcome
    },
    async giveUp() {
      // Taken (the build's now), or not usable (already discarded).
      if (outcome) return
      await worker.terminate()
      if (!existsSync(staging)) return
      // Still a spare, some of its files removed, for the next build. Deleting it meanwhile would change the change
      // time of the files it shares with the new build after their stamps are recorded (unchangedBuild.ts).
      try {
        if (!existsSync(spareFolderOf(target))) return renameSync(staging, spareFolderOf(target))
      } catch {
        // Another build kept its spare meanwhile.
      }
      discard()
    },
  }
}

/** Keeps the replaced build (`previous`, already renamed away from `target`) as the next build's spare, or deletes it. */
export function keepAsSpare(previous: string, target: string): void {
  if (!existsSync(previous)) return
  try {
    if (!existsSync(spareFolderOf(target))) {
      renameSync(previous, spareFolderOf(target))
      return
    }
  } catch {
    // Another build kept its spare meanwhile.
  }
  removeInBackground(previous)
}

/**
 * Removes the folders of pages the last build had and this one has not, when they are empty: a page that is gone
 * leaves no empty folder in a build made from the spare.
 */
export function removeEmptyPageFolders(root: string, files: Iterable<string>): void {
  for (const file of files) {
    let folder = dirname(join(root, file))
    while (folder.startsWith(root) && folder !== root) {
      try {
        rmdirSync(folder)
      } catch {
        break
      }
      folder = dirname(folder)
    }
  }
}
