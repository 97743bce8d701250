/**
 * vitest's order for the unit tests: the slow files first, then vitest's own order (each project's files longest
 * first by the last run's durations, by size without them). On two workers a build test that starts last ends the
 * run alone for a minute; started first, the short files fill the other worker around it. Slow is read from the
 * file's text, so the order holds on a fresh checkout with no durations cached.
 */
import { readFileSync } from 'node:fs'
import { BaseSequencer, type TestSpecification } from 'vitest/node'

/** A file that starts processes (builds, servers, npm scripts) takes tens of seconds. */
const SLOW = /\bfrom 'node:child_process'/

export function isSlowTestFile(text: string): boolean {
  return SLOW.test(text)
}

export class SlowFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const ordered = await super.sort(files)
    const slow = ordered.filter((file) => isSlowTestFile(readFileSync(file.moduleId, 'utf8')))
    return [...slow, ...ordered.filter((file) => !slow.includes(file))]
  }
}
