import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { contentStore, type ContentStore } from '../transformCache/contentStore.ts'
import type { DataStageRecord } from './dataStageCache.ts'
import { sha256 } from './fileHashes.ts'
import { storeDataStage, storedDataStage, storedLoadsStage } from './storedDataStage.ts'

let dir: string
let opened = 0
let stages: ContentStore
let loads: ContentStore
const bytes = Buffer.from('the kept data stage\nwith a line break')
const record = (inputs: string, loadInputs: string): DataStageRecord => ({
  inputs,
  loadInputs,
  hash: sha256(bytes),
  texts: ['nl-BE>en t footer.text'],
  textsHash: sha256('texts'),
})
const inputs = sha256('documents, code, API, day')
const loadInputs = sha256('code, API, markets, day')

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'stored-data-stage-'))
  // Stores are opened once per process and kind: new kinds per test.
  opened++
  stages = contentStore(`data-stage-${opened}`, dir)!
  loads = contentStore(`data-loads-${opened}`, dir)!
  vi.spyOn(console, 'log').mockImplementation(() => {})
})
afterEach(() => {
  vi.restoreAllMocks()
  rmSync(dir, { recursive: true, force: true })
})

// A clean build takes the data stage kept by content (issue 28 §2); it must be what ran from the same inputs, never stale.
describe('the data stage kept in the transform cache', () => {
  it('gives back the record and the bytes under the same inputs', () => {
    storeDataStage(stages, loads, { record: record(inputs, loadInputs), bytes })
    const stored = storedDataStage(stages, inputs)!
    expect(stored.record).toEqual(record(inputs, loadInputs))
    expect(stored.bytes.equals(bytes)).toBe(true)
  })

  it('gives nothing for changed inputs (a document, the seed data or the day)', () => {
    storeDataStage(stages, loads, { record: record(inputs, loadInputs), bytes })
    expect(storedDataStage(stages, sha256('another day'))).toBeUndefined()
    expect(storedLoadsStage(stages, loads, sha256('other API code'))).toBeUndefined()
  })

  it('gives the loads of the stage that last ran with the same loads fingerprint', () => {
    storeDataStage(stages, loads, { record: record(inputs, loadInputs), bytes })
    expect(storedLoadsStage(stages, loads, loadInputs)?.record.inputs).toBe(inputs)
  })

  it('refuses an entry edited by hand, and the data stage runs', () => {
    storeDataStage(stages, loads, { record: record(inputs, loadInputs), bytes })
    const file = join(dir, `data-stage-${opened}`, inputs.slice(0, 2), inputs)
    writeFileSync(file, readFileSync(file, 'latin1').replace('the kept', 'the KEPT'), 'latin1')
    expect(storedDataStage(stages, inputs)).toBeUndefined()
    expect(stages.figures.refused).toBe(1)
    expect(storedLoadsStage(stages, loads, loadInputs)).toBeUndefined()
  })

  it('refuses a record that names other inputs than its key', () => {
    const moved = record(sha256('other documents'), loadInputs)
    stages.put(inputs, Buffer.concat([Buffer.from(`${JSON.stringify(moved)}\n`), bytes]))
    expect(storedDataStage(stages, inputs)).toBeUndefined()
  })

  it('takes no loads from a stage whose record has another loads fingerprint', () => {
    storeDataStage(stages, loads, { record: record(inputs, sha256('older loads')), bytes })
    loads.put(loadInputs, Buffer.from(inputs))
    expect(storedLoadsStage(stages, loads, loadInputs)).toBeUndefined()
  })
})
