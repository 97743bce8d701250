// Protects the safety net itself: every unit test beside the code is collected by `vitest run` (api/ was left out), in
// exactly one of its projects (shared processes or a process of its own), and every property test runs with a fixed
// seed it prints and asserts no timing.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { fromRepo } from '../../engine/node/repoRoot.ts'
import config from '../../vitest.config.ts'
import { isolationReason } from '../support/testIsolation.ts'

const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', '.git'])

/** Repository-relative paths of every *.test.ts(x) file. */
function testFiles(directory = ''): string[] {
  return readdirSync(fromRepo(directory || '.'), { withFileTypes: true }).flatMap((entry) => {
    const path = directory ? `${directory}/${entry.name}` : entry.name
    if (entry.isDirectory()) return SKIPPED_FOLDERS.has(entry.name) || entry.name.startsWith('.') ? [] : testFiles(path)
    return /\.test\.tsx?$/.test(entry.name) ? [path] : []
  })
}

const files = testFiles()
const projects = (config.test?.projects ?? []) as { test: { name: string; include: string[]; isolate: boolean } }[]
/** The names of the vitest projects that run a file. */
const homes = (file: string) => projects.filter((project) => project.test.include.includes(file)).map((project) => project.test.name)

describe('the unit test suite', () => {
  it('collects every unit test beside the code, api/ included, in exactly one project (browser tests in tests/e2e run under Playwright)', () => {
    const unit = files.filter((file) => !file.startsWith('tests/e2e/'))
    expect(unit.some((file) => file.startsWith('api/'))).toBe(true)
    expect(unit.filter((file) => homes(file).length !== 1)).toEqual([])
    expect(files.filter((file) => file.startsWith('tests/e2e/') && homes(file).length > 0)).toEqual([])
  })

  it('runs each file that leaks state in a process of its own, and the rest in shared ones', () => {
    const isolated = projects.find((project) => project.test.isolate)!.test.include
    const shared = projects.find((project) => !project.test.isolate)!.test.include
    expect(isolated.length).toBeGreaterThan(0)
    expect(shared.length).toBeGreaterThan(isolated.length)
    for (const file of files.filter((file) => !file.startsWith('tests/e2e/'))) {
      expect(isolated.includes(file), file).toBe(isolationReason(readFileSync(fromRepo(file), 'utf8')) !== undefined)
    }
  })

  const propertyTests = files.filter(
    (file) => file !== 'tests/unit/testSuiteCoverage.test.ts' && readFileSync(join(fromRepo('.'), file), 'utf8').includes('fc.assert('),
  )

  it('has property tests to check', () => {
    expect(propertyTests.length).toBeGreaterThan(0)
  })

  it.each(propertyTests)('%s: each fc.assert has a fixed seed that the test name prints, and no timing is asserted', (file) => {
    const text = readFileSync(fromRepo(file), 'utf8')
    const asserts = text.split('fc.assert(').length - 1
    // A constant seed: a number, or a constant holding one (SEED = 20261126, or read from PROPERTY_SEED with that default).
    const seeds = [...text.matchAll(/\bseed:\s*([A-Z_]+|\d+)\s*[,}]/g)].map((match) => match[1])
    expect(seeds).toHaveLength(asserts)
    for (const seed of seeds) {
      if (/^\d+$/.test(seed)) continue
      expect(text).toMatch(new RegExp(`const ${seed} = (\\d+|Number\\(process\\.env\\.\\w+ \\?\\? \\d+\\))\\n`))
      expect(text).toContain(`seed: \${${seed}}`)
    }
    expect(text).not.toMatch(/performance\.now\(\)|Date\.now\(\)/)
  })
})
