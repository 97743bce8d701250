// A CI run that ended "2850 passed, 3 failed" named no failed test in the tail it kept: the runner now lists them.
import { describe, expect, it } from 'vitest'
import { playwrightFailures, vitestFailures } from './testReportFailures.ts'

describe('the failures npm test lists before its last line', () => {
  it('names failed vitest tests by file and title, and a file that failed outside its tests by its message', () => {
    const report = {
      testResults: [
        { name: '/repo/a.test.ts', status: 'passed', assertionResults: [{ status: 'passed', title: 'fine' }] },
        { name: '/repo/b.test.ts', status: 'failed', assertionResults: [{ status: 'failed', fullName: 'b › breaks', title: 'breaks' }] },
        { name: '/repo/c.test.ts', status: 'failed', message: 'Hook timed out in 60000ms\nat …', assertionResults: [] },
      ],
    }
    expect(vitestFailures(report, '/repo')).toEqual(['b.test.ts › b › breaks', 'c.test.ts › Hook timed out in 60000ms'])
  })

  it('names Playwright tests that ended unexpectedly, in nested suites, and not the flaky or expected ones', () => {
    const suite = {
      suites: [
        {
          specs: [
            { file: 'e2e/a.spec.ts', line: 3, title: 'works', tests: [{ status: 'expected' }] },
            { file: 'e2e/a.spec.ts', line: 9, title: 'retried', tests: [{ status: 'flaky' }] },
          ],
          suites: [{ specs: [{ file: 'e2e/b.spec.ts', line: 12, title: 'breaks', tests: [{ status: 'unexpected' }] }] }],
        },
      ],
    }
    expect(playwrightFailures(suite)).toEqual(['e2e/b.spec.ts:12 › breaks'])
  })
})
