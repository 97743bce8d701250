/**
 * Deletes a folder after this process has moved on: a replaced build (tens of thousands of files) takes two seconds
 * to delete, and nothing waits for it. A process of its own does it, so it finishes after the build has exited; a
 * build that starts meanwhile finds the folder by its name and removes what is left (removeStaleBuildFolders.ts).
 */
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'

export function removeInBackground(folder: string): void {
  if (!existsSync(folder)) return
  const remover = spawn(process.execPath, ['-e', 'require("node:fs").rmSync(process.argv[1], { recursive: true, force: true })', folder], {
    detached: true,
    stdio: 'ignore',
  })
  remover.unref()
}
