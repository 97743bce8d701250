/**
 * The replaced build's folder tree, kept as the next build's staging folder. An incremental build links thousands
 * of unchanged pages into a fresh folder, one folder per page: making those folders, and deleting the replaced
 * build's, took longer than everything else it did (on ext4, folders made soon after a mass delete are slow to make).
 * The replaced build is kept as `<target>-spare` instead; the next build that reuses the bundles renames it to its
 * staging folder and removes every file in it, keeping the folders, so its links find their folders made. Nothing
 * of the spare's files is read or kept: the staging folder holds only what the build puts there.
 */
import { existsSync, readdirSync, renameSync, rmdirSync, unlinkSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { removeInBackground } from '../../engine/node/output/removeInBackground.ts'

export const spareFolderOf = (target: string) => `${target}-spare`

/**
 * Makes `staging` from the spare folder of `target`, every file removed, its folders kept; false when there is no
 * spare (or another build took it first), and `staging` is then not made.
 */
export function takeSpareFolder(target: string, staging: string): boolean {
  try {
    renameSync(spareFolderOf(target), staging)
  } catch {
    return false
  }
  try {
    removeFilesBelow(staging)
    return true
  } catch {
    // A spare that cannot be emptied is not used: the build makes its staging folder afresh.
    const unusable = `${staging}-unusable`
    renameSync(staging, unusable)
    removeInBackground(unusable)
    return false
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

function removeFilesBelow(folder: string): void {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name)
    if (entry.isDirectory()) removeFilesBelow(path)
    else unlinkSync(path)
  }
}
