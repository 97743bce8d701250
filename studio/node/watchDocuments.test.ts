// Protects the studio's file-change events: a save of a document or bundle is reported once, repository-relative,
// a save by rename (site.json replaced, as the studio and many editors save) too, and the studio's temp files never.
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type TemporaryRepository, temporaryRepository } from './temporaryRepository.ts'
import { watchDocuments } from './watchDocuments.ts'
import { writeFileAtomically } from './writeFileAtomically.ts'

let repository: TemporaryRepository
beforeAll(() => {
  repository = temporaryRepository()
})
afterAll(() => repository.remove())

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** The batches one watcher reports over these writes, each write followed by more than the quiet time. */
const changesAfter = async (...writes: (() => void)[]): Promise<string[][]> => {
  const batches: string[][] = []
  const stop = watchDocuments(repository.root, (files) => batches.push(files))
  await pause(50)
  for (const write of writes) {
    write()
    await pause(400)
  }
  stop()
  return batches
}

describe('watchDocuments', () => {
  it('reports saves of a bundle and a page in one batch, without the temp file of an atomic write', async () => {
    const batches = await changesAfter(() => {
      writeFileAtomically(join(repository.root, 'locales/en-US/translations.json'), '{}\n')
      writeFileSync(join(repository.root, 'pages/start.json'), '{}\n')
    })
    expect(batches).toEqual([['locales/en-US/translations.json', 'pages/start.json']])
  })

  it('keeps reporting site.json after it was replaced by a rename', async () => {
    const site = join(repository.root, 'site.json')
    expect(
      await changesAfter(
        () => writeFileAtomically(site, '{}\n'),
        () => writeFileSync(site, '{ }\n'),
      ),
    ).toEqual([['site.json'], ['site.json']])
  })
})
