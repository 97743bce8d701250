/**
 * The data stage's result kept by content in the transform cache (tools/transformCache, issue 28 §2: the build's
 * fixed cost), beside the build cache's copy (dataStageCache.ts): a build without a last build to take it from (a
 * `--clean` build, a fresh dist/) takes it from there when its inputs are the same. Two entries:
 *
 * - "data-stage", under the data stage's fingerprint (dataStageInputs.ts dataStageFingerprint: its code, the
 *   documents, the reference API, the settings, the markets, the day): the record the manifest keeps and the kept
 *   bytes, taken whole when the texts the stage read are unchanged too;
 * - "data-loads", under the loads fingerprint (loadsFingerprint): which "data-stage" entry last ran with it, whose
 *   block loads and route source runs answer by key a data stage that runs because only documents that place
 *   blocks changed.
 *
 * Either is checked three times: the store's own header (version, key, sha256 of the entry), the record's
 * fingerprint against this build's, and the kept bytes' sha256 against the record (dataStageCache.ts). A corrupt,
 * edited or other-version entry is refused and the data stage runs: never stale.
 */
import type { ContentStore } from '../transformCache/contentStore.ts'
import type { DataStageRecord } from './dataStageCache.ts'

export interface StoredDataStage {
  record: DataStageRecord
  /** The kept data stage, as dataStageCache.ts keepDataStage wrote it (record.hash is its sha256). */
  bytes: Buffer
}

const HEX_KEY = /^[0-9a-f]{64}$/

/** Keeps a data stage that ran, under its fingerprint and, for its loads, under its loads fingerprint. */
export function storeDataStage(stages: ContentStore, loads: ContentStore, stored: StoredDataStage): void {
  const { record, bytes } = stored
  if (!HEX_KEY.test(record.inputs) || !HEX_KEY.test(record.loadInputs)) return
  // The record on the first line (JSON has no raw line break), the kept bytes after it.
  stages.put(record.inputs, Buffer.concat([Buffer.from(`${JSON.stringify(record)}\n`), bytes]))
  loads.put(record.loadInputs, Buffer.from(record.inputs))
}

/** The data stage kept under `inputs` (its dataStageFingerprint), when its record says it ran from them. */
export function storedDataStage(stages: ContentStore, inputs: string): StoredDataStage | undefined {
  if (!HEX_KEY.test(inputs)) return undefined
  const entry = stages.get(inputs)
  if (!entry) return undefined
  const end = entry.indexOf(10)
  if (end < 0) return undefined
  let record: DataStageRecord
  try {
    record = JSON.parse(entry.subarray(0, end).toString('utf8')) as DataStageRecord
  } catch {
    return undefined
  }
  if (record.inputs !== inputs || !Array.isArray(record.texts)) return undefined
  return { record, bytes: entry.subarray(end + 1) }
}

/** The data stage that last ran with this loads fingerprint, when it is still kept and its record says so. */
export function storedLoadsStage(stages: ContentStore, loads: ContentStore, loadInputs: string): StoredDataStage | undefined {
  if (!HEX_KEY.test(loadInputs)) return undefined
  const inputs = loads.get(loadInputs)?.toString('latin1')
  if (inputs === undefined) return undefined
  const stored = storedDataStage(stages, inputs)
  return stored?.record.loadInputs === loadInputs ? stored : undefined
}
