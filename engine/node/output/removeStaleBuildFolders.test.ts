// A killed build left dist-staging-<pid>/ (and dist-previous-<pid>/) that no later build removed.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, expect, it } from 'vitest'
import { removeStaleBuildFolders } from './removeStaleBuildFolders.ts'

const parent = mkdtempSync(join(tmpdir(), 'stale-builds-'))
afterEach(() => rmSync(parent, { recursive: true, force: true }))

it('a build removes the staging and previous folders of killed builds, and keeps those of running builds and other folders', () => {
  // The id of a process that has ended: no build can be running under it.
  const ended = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']).stdout.toString()
  const running = String(process.ppid)
  for (const name of [
    `dist-staging-${ended}`,
    `dist-previous-${ended}`,
    `dist-staging-${running}`,
    'dist',
    'dist-other',
    `dist2-staging-${ended}`,
  ])
    mkdirSync(join(parent, name))
  expect(removeStaleBuildFolders(join(parent, 'dist')).sort()).toEqual([`dist-previous-${ended}`, `dist-staging-${ended}`])
  expect(readdirSync(parent).sort()).toEqual(['dist', 'dist-other', `dist-staging-${running}`, `dist2-staging-${ended}`].sort())
  expect(existsSync(join(parent, 'dist'))).toBe(true)
})

it('a first build into a folder whose parent does not exist yet (SITE_DIST=dist-shards/a) stopped with an engine bug: nothing is stale there', () => {
  expect(removeStaleBuildFolders(join(mkdtempSync(join(tmpdir(), 'no-parent-')), 'dist-shards', 'a'))).toEqual([])
})
