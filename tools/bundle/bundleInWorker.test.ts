import { existsSync, rmSync } from 'node:fs'
import { afterEach, describe, expect, it } from 'vitest'
import { fromRepo } from '../../engine/node/repoRoot.ts'
import { transformCacheFigures } from '../transformCache/contentStore.ts'
import { bundleInWorker } from './bundleInWorker.ts'

const STAND_IN = fromRepo('tools/bundle/testWorkers/standInBundleWorker.ts')
const folders: string[] = []
// The stand-in reads how to answer from the folder's last word.
const folder = (answer: string) => {
  const name = `dist-bundle-worker-test-${process.pid}-${folders.length}-${answer}`
  folders.push(name)
  return name
}

afterEach(() => {
  for (const name of folders.splice(0)) rmSync(fromRepo(name), { recursive: true, force: true })
})

// The build starts the bundles beside validation and the data stage (issue 28 §2): what the worker answers must reach
// the build's thread, and a build that stops first must not leave the worker's folder behind.
describe('bundleInWorker', () => {
  it('answers the time, adds the worker transform cache figures and the variables it set', async () => {
    const bundling = bundleInWorker(folder('ok'), STAND_IN)
    const done = await bundling.done
    expect(done.ms).toBe(5)
    expect(done.env).toEqual([['STAND_IN_BUNDLED', 'yes']])
    expect(transformCacheFigures().get('wyw')).toEqual({ hits: 3, misses: 1, refused: 0 })
    await bundling.stop()
    // The build renames the folder it takes; stop leaves a folder the worker finished alone.
    expect(existsSync(fromRepo(bundling.buildDir))).toBe(true)
  })

  it("rejects with the worker's error", async () => {
    const bundling = bundleInWorker(folder('fail'), STAND_IN)
    await expect(bundling.done).rejects.toThrow(/the bundles did not build: rolldown: a module could not be resolved/)
  })

  it('ends a worker that still runs and removes its folder when the build stops first', async () => {
    const bundling = bundleInWorker(folder('never'), STAND_IN)
    const dir = fromRepo(bundling.buildDir)
    for (let tries = 0; !existsSync(dir) && tries < 100; tries++) await new Promise((resolve) => setTimeout(resolve, 50))
    expect(existsSync(dir)).toBe(true)
    await bundling.stop()
    expect(existsSync(dir)).toBe(false)
  })
})
