/**
 * The reference API's answers to the last build's data stage, kept in its cache folder: when only documents changed
 * (a page, a market), the data stage runs again but asks the API only what the last build did not, since the
 * reference API answers from its own code and seed data and from the day alone (storedApiAnswers.ts
 * referenceApiFingerprint). Only for the reference API read in-process; an API at a full URL is always asked.
 */
import { existsSync, linkSync, mkdirSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { type CachingSend, cachingSend, type RecordedAnswer } from '../../engine/node/data/recordedAnswers.ts'
import { readStoredAnswers, referenceApiFingerprint, writeStoredAnswers } from '../data/storedApiAnswers.ts'

export const API_ANSWERS_FILE = 'api-answers.json'

export interface ApiAnswersCache {
  /** `send` that answers from the last build's answers and asks the API for the rest. */
  wrap: (send: typeof fetch) => typeof fetch
  /** How many answers the last build left for this state of the API (read on the first `wrap`). */
  kept: () => number
  /** How many requests reached the API. */
  sent: () => number
  /** Writes the answers for the next build into `cacheFolder`: this build's, or the last build's when the data stage did not run. */
  keep: (cacheFolder: string) => Promise<void>
}

/** `from`: the last build's cache folder, or undefined to ask the API everything (--clean). */
export function apiAnswersCache(from: string | undefined): ApiAnswersCache {
  const fingerprint = referenceApiFingerprint()
  // Read only when the data stage runs: a build that takes the last data stage whole needs no answers.
  let start: RecordedAnswer[] = []
  let caching: CachingSend | undefined
  return {
    wrap: (send) => {
      start = from ? readStoredAnswers(fingerprint, join(from, API_ANSWERS_FILE)) : []
      caching = cachingSend(send, start)
      return caching.send
    },
    kept: () => start.length,
    sent: () => caching?.sent() ?? 0,
    keep: async (cacheFolder) => {
      const file = join(cacheFolder, API_ANSWERS_FILE)
      if (caching) return writeStoredAnswers(fingerprint, await caching.answers(), file)
      // The data stage was taken whole from the last build: its answers stay for the next one.
      // Checked when a build reads them (fingerprint and checksum).
      if (from && existsSync(join(from, API_ANSWERS_FILE))) {
        mkdirSync(dirname(file), { recursive: true })
        linkSync(join(from, API_ANSWERS_FILE), file)
      }
    },
  }
}
