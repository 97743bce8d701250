// npm test repeats what failed just above its last line: CI keeps only the tail of a long log (stop 32 failed with
// "3 failed" and no name in sight).

/** The parts of vitest's JSON report (jest's shape) that name a failure. */
export interface VitestReport {
  testResults?: {
    name: string
    status: string
    message?: string
    assertionResults?: { status: string; fullName?: string; title: string }[]
  }[]
}

/** The failed tests of a vitest report as "file › test"; a file that failed outside its tests (a hook, an import) with its message. */
export function vitestFailures(json: VitestReport, root: string): string[] {
  const relativeName = (name: string) => name.replace(`${root}/`, '')
  return (json.testResults ?? []).flatMap((file) => {
    const tests = (file.assertionResults ?? []).filter((test) => test.status === 'failed')
    const fileProblem =
      file.status === 'failed' && tests.length === 0
        ? [
            String(file.message ?? '')
              .split('\n')[0]
              .slice(0, 200),
          ]
        : []
    return [...tests.map((test) => test.fullName ?? test.title), ...fileProblem].map((name) => `${relativeName(file.name)} › ${name}`)
  })
}

/** The parts of Playwright's JSON report that name a failure. */
export interface PlaywrightSuite {
  specs?: { file: string; line: number; title: string; tests?: { status: string }[] }[]
  suites?: PlaywrightSuite[]
}

/** The tests of a Playwright report that ended other than expected. */
export function playwrightFailures(suite: PlaywrightSuite): string[] {
  const own = (suite.specs ?? []).flatMap((spec) =>
    (spec.tests ?? []).filter((test) => test.status === 'unexpected').map(() => `${spec.file}:${spec.line} › ${spec.title}`),
  )
  return [...own, ...(suite.suites ?? []).flatMap(playwrightFailures)]
}
