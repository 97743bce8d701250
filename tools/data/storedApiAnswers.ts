/**
 * The reference API's answers kept on disk, for the dev server's next start and the next build's data stage
 * (tools/incremental/apiAnswersCache.ts).
 */
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import type { RecordedAnswer } from '../../engine/node/data/recordedAnswers.ts'
import { fromRepo } from '../../engine/node/repoRoot.ts'

/** Where the dev server keeps the reference API's answers between runs (Vite keeps its own cache beside it). */
export const STORED_ANSWERS_FILE = 'node_modules/.cache/site-dev/api-answers.json'

/** The folders whose files decide what the reference API answers: its code and seed data, and the answers' schemas. */
const API_SOURCES = ['api', 'schemas/api']

function filesUnder(folder: string): string[] {
  return readdirSync(fromRepo(folder), { withFileTypes: true }).flatMap((entry) => {
    const path = `${folder}/${entry.name}`
    return entry.isDirectory() ? filesUnder(path) : [path]
  })
}

/** The day the reference API answers for (UTC): it dates reviews, campaigns and rental periods from it. */
export function answerDay(now = new Date()): string {
  return now.toISOString().slice(0, 10)
}

/**
 * A digest of every file the reference API answers from, and of the day: kept answers are used only while both are
 * unchanged. The API dates its answers from today (a review "6 days ago", a campaign valid for 30 days), so an answer
 * kept yesterday is a day off today.
 */
export function referenceApiFingerprint(now = new Date()): string {
  const hash = createHash('sha256').update(`answered on ${answerDay(now)}\0`)
  for (const file of API_SOURCES.flatMap(filesUnder).sort())
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(fromRepo(file)))
      .update('\0')
  return hash.digest('hex')
}

interface StoredAnswers {
  fingerprint: string
  /** sha256 of the answers as written: a file edited by hand is asked again, not trusted. */
  checksum: string
  answers: RecordedAnswer[]
}

const checksumOf = (answers: RecordedAnswer[]) => createHash('sha256').update(JSON.stringify(answers)).digest('hex')

/** The answers kept by an earlier run for this state of the reference API, or none. */
export function readStoredAnswers(fingerprint: string, file = fromRepo(STORED_ANSWERS_FILE)): RecordedAnswer[] {
  if (!existsSync(file)) return []
  try {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as StoredAnswers
    return stored.fingerprint === fingerprint && Array.isArray(stored.answers) && stored.checksum === checksumOf(stored.answers)
      ? stored.answers
      : []
  } catch {
    // A cache cut short (the process stopped while writing) is asked again, not trusted.
    return []
  }
}

export function writeStoredAnswers(fingerprint: string, answers: RecordedAnswer[], file = fromRepo(STORED_ANSWERS_FILE)): void {
  mkdirSync(dirname(file), { recursive: true })
  const partial = `${file}.${process.pid}.tmp`
  writeFileSync(partial, JSON.stringify({ fingerprint, checksum: checksumOf(answers), answers } satisfies StoredAnswers))
  // Renamed into place whole, so a reader never sees half a file.
  renameSync(partial, file)
}
