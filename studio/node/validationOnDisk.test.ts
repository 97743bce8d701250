// Protects the studio's kept validation: it is reused while the documents are unchanged, and a document saved on disk
// (by the studio or an editor) is validated again, so the studio never shows stale problems.
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type TemporaryRepository, temporaryRepository } from './temporaryRepository.ts'
import { validationOnDisk } from './validationOnDisk.ts'

let repository: TemporaryRepository
beforeAll(() => {
  repository = temporaryRepository()
})
afterAll(() => repository.remove())

describe('validationOnDisk', () => {
  it('reuses the result while nothing changed, and validates again after a save', () => {
    const first = validationOnDisk(repository.root)
    expect(validationOnDisk(repository.root)).toBe(first)
    const file = join(repository.root, 'navigation/ride.json')
    writeFileSync(file, readFileSync(file, 'utf8').replace(/"id": "ride"/, '"id": "Ride X"'))
    const after = validationOnDisk(repository.root)
    expect(after).not.toBe(first)
    expect(after.problems.some((problem) => problem.file === 'navigation/ride.json' && problem.pointer === '/id')).toBe(true)
  })
})
