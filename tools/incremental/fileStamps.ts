/**
 * Stamps of files, as git's index keeps them: size, inode, modification and change times in nanoseconds. Reading
 * a stamp costs one stat, not a read and a hash, so a build can tell that nothing changed since the last one without
 * reading a file (unchangedBuild.ts). An edit changes the change time (ctime) even when it keeps the size and puts
 * the modification time back (`touch -d`), and the ctime cannot be set from user space; a file replaced by another
 * has another inode.
 *
 * "Racy" stamps: two writes within one tick of the file system's clock give the same times. A stamp is taken only
 * once its ctime is older than RACY_MS, waiting out the rest when a file was written just before (git does the
 * same with its index): any later write then shows another ctime.
 */
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join, posix } from 'node:path'

/** File path (relative, "/") → "size:inode:mtimeNs:ctimeNs". */
export type Stamps = Record<string, string>

/** Longer than a tick of the kernel's file time clock (≤ 10 ms) and the lag of that clock behind Date.now(). */
export const RACY_MS = 100

/** A file's stamp, undefined when it is not a file. */
export function fileStamp(absolute: string): string | undefined {
  const stat = statSync(absolute, { bigint: true, throwIfNoEntry: false })
  if (!stat?.isFile()) return undefined
  return `${stat.size}:${stat.ino}:${stat.mtimeNs}:${stat.ctimeNs}`
}

const ctimeMs = (stamp: string) => Number(BigInt(stamp.split(':')[3]) / 1_000_000n)

/** The relative paths ("/") of the files below `root`'s entries (folders or files), `skip` left out. */
function filesOf(root: string, entries: readonly string[], skip: (path: string) => boolean): string[] {
  const files: string[] = []
  for (const entry of entries) {
    const absolute = join(root, entry)
    const stat = statSync(absolute, { throwIfNoEntry: false })
    if (stat?.isFile()) files.push(entry)
    else if (stat?.isDirectory())
      for (const found of readdirSync(absolute, { recursive: true, withFileTypes: true }))
        if (found.isFile())
          files.push(
            posix.join(
              entry,
              join(found.parentPath, found.name)
                .slice(absolute.length + 1)
                .split('\\')
                .join('/'),
            ),
          )
  }
  return files.filter((file) => !skip(file)).sort()
}

/**
 * The stamps of every file below `root`'s entries ("." for all of it), none racy: when some were written less than
 * RACY_MS ago, waits until they are not and takes them again.
 */
export function takeStamps(root: string, entries: readonly string[], skip: (path: string) => boolean = () => false): Stamps {
  if (!existsSync(root)) return {}
  const stamps: Stamps = {}
  let racy: string[] = []
  const taken = Date.now()
  for (const file of filesOf(root, entries, skip)) {
    const stamp = fileStamp(join(root, file))
    if (stamp === undefined) continue
    stamps[file] = stamp
    if (ctimeMs(stamp) > taken - RACY_MS) racy.push(file)
  }
  // A file written again and again (or a clock set back) is given a stamp that matches nothing: it counts as changed.
  for (let round = 0; racy.length > 0; round++) {
    if (round === 10) {
      for (const file of racy) stamps[file] = 'racy'
      break
    }
    const newest = Math.max(...racy.map((file) => ctimeMs(stamps[file])))
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, Math.max(1, newest + RACY_MS - Date.now() + 1))
    const now = Date.now()
    const again: string[] = []
    for (const file of racy) {
      const stamp = fileStamp(join(root, file))
      if (stamp === undefined) delete stamps[file]
      else {
        stamps[file] = stamp
        if (ctimeMs(stamp) > now - RACY_MS) again.push(file)
      }
    }
    racy = again
  }
  return stamps
}

/** The first file whose stamp differs between two sets of stamps (changed, added or removed), or undefined. */
export function firstChangedStamp(recorded: Stamps, now: Stamps): string | undefined {
  for (const [file, stamp] of Object.entries(now)) if (recorded[file] !== stamp) return file
  return Object.keys(recorded).find((file) => !(file in now))
}
