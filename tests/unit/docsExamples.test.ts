// Protects the docs' code: every ```ts and ```tsx example in README.md and docs/*.md type-checks against the
// project as it is, so an example cannot keep an old signature or an import that moved (docs/blocks.md, "Examples").
import { spawnSync } from 'node:child_process'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { fromRepo } from '../../engine/node/repoRoot.ts'
import { docFiles, fencedBlocks, placeExample, type Example } from './docsFences.ts'

const TEMP = 'tmp-docs-examples'

afterAll(() => rmSync(fromRepo(TEMP), { recursive: true, force: true }))

/** The examples of the docs that must compile: ts or tsx, not marked "skip". */
function examples(): Example[] {
  return docFiles().flatMap((doc) =>
    fencedBlocks(doc).filter((block) => (block.language === 'ts' || block.language === 'tsx') && !block.skip),
  )
}

/** Writes the examples as modules of TEMP, type-checks them with one run of the project's tsc, returns its errors by example. */
function typeCheckExamples(list: Example[], folder = TEMP): string[] {
  const dir = fromRepo(folder)
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
  const files = new Map<string, Example>()
  for (const example of list) {
    const name = `${example.doc.replace(/\.md$/, '').replace(/[^\w]+/g, '-')}-${example.line}.${example.language}`
    writeFileSync(join(dir, name), placeExample(example, folder))
    files.set(name, example)
  }
  // The site's route item types reach the engine by declaration merging (SiteEngine.RouteItemData), which a program sees
  // only when it includes the generated file, as the project's tsconfig.json does through "sources".
  const tsconfig = { extends: '../tsconfig.json', include: [...files.keys(), '../sources/routeItems.gen.ts'] }
  writeFileSync(join(dir, 'tsconfig.json'), `${JSON.stringify(tsconfig, null, 2)}\n`)
  const run = spawnSync(fromRepo('node_modules/.bin/tsc'), ['-p', join(folder, 'tsconfig.json'), '--pretty', 'false'], {
    cwd: fromRepo('.'),
    encoding: 'utf8',
  })
  if (run.error) throw run.error
  const output = `${run.stdout}${run.stderr}`.trim()
  if (run.status === 0) return []
  // "tmp-docs-examples/docs-blocks-40.tsx(3,10): error TS2305: …" becomes "docs/blocks.md:43:10 (tsx example at line 40): error TS2305: …".
  const errors = output.split('\n').map((line) => {
    const found = /^(?:.*[\\/])?([^\\/(]+)\((\d+),(\d+)\): (.*)$/.exec(line)
    const example = found && files.get(found[1])
    if (!found || !example) return line
    return `${example.doc}:${example.line + Number(found[2])}:${found[3]} (${example.language} example at line ${example.line}): ${found[4]}`
  })
  return errors.length > 0 ? errors : [`tsc exited with ${run.status} and printed nothing`]
}

describe('code examples in README.md and docs/', () => {
  it('finds the examples (so the check cannot pass by reading nothing)', () => {
    expect(examples().length).toBeGreaterThan(3)
  })

  it('type-check against the project with tsc', () => {
    const errors = typeCheckExamples(examples())
    expect(errors, `examples that do not type-check:\n${errors.join('\n')}`).toEqual([])
  }, 60_000)
})
