// Protects validation of two projects in one process: nothing of one run (schemas compiled from one engine folder,
// reference targets, markup keys) leaks into the next, and a block folder that `npm run gen` has not seen yet is
// named as such instead of "not allowed here".
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { blockUnionSchema, listBlockNames } from '../../engine/node/gen/generatedFiles.ts'
import { fromRepo } from '../../engine/node/repoRoot.ts'
import { validateProject } from '../../engine/node/validate/validateProject.ts'
import { formatProblem } from '../../engine/shared/problem.ts'

const TRUST_BADGES_SCHEMA = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  type: 'object',
  required: ['title'],
  additionalProperties: false,
  properties: { title: { type: 'string' } },
}

const folders: string[] = []
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true })
})

/**
 * An engine folder as the validator reads it (schemas/, the props schema of each block, sources/), with a
 * blocks/trust-badges/ folder; `generated` says whether `npm run gen` has run since (the block union lists it).
 */
function engineWithTrustBadges(generated: boolean): string {
  const root = mkdtempSync(join(tmpdir(), 'engine-'))
  folders.push(root)
  cpSync(fromRepo('schemas'), join(root, 'schemas'), { recursive: true })
  cpSync(fromRepo('sources'), join(root, 'sources'), { recursive: true })
  for (const name of listBlockNames()) {
    mkdirSync(join(root, 'blocks', name), { recursive: true })
    cpSync(fromRepo(`blocks/${name}/props.schema.json`), join(root, 'blocks', name, 'props.schema.json'))
  }
  mkdirSync(join(root, 'blocks/trust-badges'))
  writeFileSync(join(root, 'blocks/trust-badges/props.schema.json'), JSON.stringify(TRUST_BADGES_SCHEMA, null, 2))
  if (generated) {
    const names = [...listBlockNames(), 'trust-badges'].sort()
    writeFileSync(join(root, 'schemas/block.gen.schema.json'), JSON.stringify(blockUnionSchema(names), null, 2))
  }
  return root
}

/** pages/start.json with a trust-badges block first; the rest of the repository as it is. */
const startPage = (() => {
  const page = JSON.parse(readFileSync(fromRepo('pages/start.json'), 'utf8'))
  page.blocks.unshift({ id: 'badges', type: 'trust-badges', props: { title: 'start.meta.title' } })
  return JSON.stringify(page, null, 2)
})()
const readText = (file: string) => (file === 'pages/start.json' ? startPage : readFileSync(fromRepo(file), 'utf8'))

const startProblems = (engineRoot?: string) =>
  validateProject(readText, { engineRoot })
    .problems.filter((problem) => problem.file === 'pages/start.json')
    .map(formatProblem)

describe('two engines in one process', () => {
  const generated = engineWithTrustBadges(true)
  const notGenerated = engineWithTrustBadges(false)

  it('each run checks against its own engine, in any order', { timeout: 60_000 }, () => {
    // The first engine's compiled schemas used to answer for every later run in the process.
    expect(startProblems(generated)).toEqual([])
    expect(startProblems()).toEqual([expect.stringContaining('/blocks/0/type  "trust-badges" is not allowed here')])
    expect(startProblems(generated)).toEqual([])
  })

  it('a block folder the generated schema does not know yet says to run npm run gen, without a "did you mean"', () => {
    expect(startProblems(notGenerated)).toEqual([
      'pages/start.json:13:15  /blocks/0/type  the block folder blocks/trust-badges/ exists but the generated schema does not know it yet: run `npm run gen`',
    ])
  })

  it('a genuine typo keeps its "did you mean"', () => {
    const typo = startPage.replace('"type": "trust-badges"', '"type": "heor"')
    const { problems } = validateProject((file) => (file === 'pages/start.json' ? typo : readText(file)), { engineRoot: notGenerated })
    expect(problems.filter((problem) => problem.file === 'pages/start.json').map(formatProblem)).toEqual([
      expect.stringContaining('/blocks/0/type  "heor" is not allowed here; did you mean "hero"?'),
    ])
  })

  it('a second project (its own documents folder) sees its own pages and images, and the first still sees its own', () => {
    const site = mkdtempSync(join(tmpdir(), 'site-'))
    folders.push(site)
    for (const entry of ['site.json', 'locales', 'markets', 'pages', 'layouts', 'navigation', 'footers', 'domains'])
      cpSync(fromRepo(entry), join(site, entry), { recursive: true })
    mkdirSync(join(site, 'public/images'), { recursive: true })
    for (const image of readdirSync(fromRepo('public/images')))
      if (image !== 'start-hero-desktop.webp') writeFileSync(join(site, 'public/images', image), '')
    const second = validateProject(undefined, { root: site }).problems.filter(
      (problem) => problem.severity === 'error' && !problem.causedBy,
    )
    expect(second.map(formatProblem)).toEqual([
      expect.stringContaining(
        'pages/layout-standalone.json:16:50  /blocks/0/props/hero_image_desktop/filename_disk  public/images/start-hero-desktop.webp does not exist',
      ),
      expect.stringContaining(
        'pages/start.json:24:28  /blocks/1/props/hero_image_desktop/filename_disk  public/images/start-hero-desktop.webp does not exist',
      ),
      expect.stringContaining('site.json:6:22  /shareImage/filename_disk  public/images/start-hero-desktop.webp does not exist'),
    ])
    expect(validateProject().problems.filter((problem) => problem.severity === 'error')).toEqual([])
  })
})
