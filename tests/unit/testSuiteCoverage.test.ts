// Protects the safety net itself: every unit test beside the code is collected by `vitest run` (api/ was left out),
// and every property test runs with a fixed seed it prints and asserts no timing.
import { readdirSync, readFileSync } from 'node:fs'
import { join, matchesGlob } from 'node:path'
import { describe, expect, it } from 'vitest'
import { fromRepo } from '../../engine/node/repoRoot.ts'
import config from '../../vitest.config.ts'

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
const { include = [], exclude = [] } = config.test ?? {}
// matchesGlob is marked experimental in Node 20 (a warning on stderr) and stable in Node 22.
const collected = (file: string) => include.some((glob) => matchesGlob(file, glob)) && !exclude.some((glob) => matchesGlob(file, glob))

describe('the unit test suite', () => {
  it('collects every unit test beside the code, api/ included (browser tests in tests/e2e run under Playwright)', () => {
    const unit = files.filter((file) => !file.startsWith('tests/e2e/'))
    expect(unit.some((file) => file.startsWith('api/'))).toBe(true)
    expect(unit.filter((file) => !collected(file))).toEqual([])
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
