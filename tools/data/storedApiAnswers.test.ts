// Protects the dev server's quick restarts and the build's data stage: the reference API's answers kept on disk are used only for the state of
// the API that gave them, and a cache file cut short is ignored rather than trusted.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { RecordedAnswer } from '../../engine/node/data/recordedAnswers.ts'
import { readStoredAnswers, referenceApiFingerprint, writeStoredAnswers } from './storedApiAnswers.ts'

const answer: RecordedAnswer = { request: 'GET\n/api/v1/branches\nde-DE\n6\n', status: 200, statusText: 'OK', headers: [], body: 'e30=' }

describe('stored API answers', () => {
  it('reads back what was written for the same fingerprint, and nothing for another', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'answers-')), 'deep/api-answers.json')
    writeStoredAnswers('one', [answer], file)
    expect(readStoredAnswers('one', file)).toEqual([answer])
    expect(readStoredAnswers('two', file)).toEqual([])
  })

  it('ignores a file cut short, and a missing one', () => {
    const folder = mkdtempSync(join(tmpdir(), 'answers-'))
    writeFileSync(join(folder, 'cut.json'), '{"fingerprint":"one","answers":[{"req')
    expect(readStoredAnswers('one', join(folder, 'cut.json'))).toEqual([])
    expect(readStoredAnswers('one', join(folder, 'none.json'))).toEqual([])
  })

  it('ignores a file whose answers were edited by hand (its checksum no longer matches)', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'answers-')), 'api-answers.json')
    writeStoredAnswers('one', [answer], file)
    writeFileSync(file, readFileSync(file, 'utf8').replace('"status":200', '"status":201'))
    expect(readFileSync(file, 'utf8')).toContain('"status":201')
    expect(readStoredAnswers('one', file)).toEqual([])
  })

  it('fingerprints the reference API the same way twice (a digest of its files)', () => {
    expect(referenceApiFingerprint()).toMatch(/^[0-9a-f]{64}$/)
    expect(referenceApiFingerprint()).toBe(referenceApiFingerprint())
  })

  // Regression: answers kept on 27 November dated the plus reviews a day early on the 28th (dev server beside the build).
  it('fingerprints each day apart, since the reference API dates its answers from today', () => {
    const day = new Date('2026-11-27T23:59:00Z')
    expect(referenceApiFingerprint(day)).toBe(referenceApiFingerprint(new Date('2026-11-27T00:01:00Z')))
    expect(referenceApiFingerprint(day)).not.toBe(referenceApiFingerprint(new Date('2026-11-28T00:01:00Z')))
  })
})
