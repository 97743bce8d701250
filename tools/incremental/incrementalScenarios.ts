/**
 * The changes incrementalBuildCheck.ts makes, one of each kind of input (issue 28 §1), and what the incremental
 * build after each must do. Each changes pages of every market that has them (the Belgian Dutch texts and branches only
 * in Belgium), so the check runs on one market or the whole site.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

export interface BuildRun {
  seconds: number
  /** CPU seconds of the build and its processes (GNU time), NaN without it. */
  cpuSeconds: number
  rendered: number
  /** Route pages of the build. */
  total: number
  cacheLine: string
}

export interface Scenario {
  name: string
  /** The figure's name in the bench. */
  figure: string
  change(repo: string): void
  /** Why the run is wrong, or undefined. */
  expect(run: BuildRun, clean: BuildRun): string | undefined
}

function edit(repo: string, file: string, from: string, to: string): void {
  const text = readFileSync(join(repo, file), 'utf8')
  if (!text.includes(from))
    throw new Error(`incremental check: ${file} no longer holds ${JSON.stringify(from)}; update incrementalScenarios.ts`)
  writeFileSync(join(repo, file), text.replace(from, to))
}

/** Fewer pages rendered than the build has, and at least one. */
const someNotAll = (run: BuildRun) =>
  run.rendered >= 1 && run.rendered < run.total ? undefined : `${run.rendered} of ${run.total} pages rendered; expected some, not all`

export const SCENARIOS: Scenario[] = [
  {
    name: 'nothing changed',
    figure: 'no change',
    change: () => {},
    expect: (run) =>
      run.rendered === 0 && /bundles reused/.test(run.cacheLine) ? undefined : `rendered ${run.rendered} pages (${run.cacheLine})`,
  },
  {
    name: 'a code change in one block (blocks/faq)',
    figure: 'code change in one block',
    change: (repo) =>
      edit(repo, 'blocks/faq/Faq.tsx', "'@type': 'Question',", "'@type': 'Question', position: entries.indexOf(entry) + 1,"),
    expect: (run) => (/code changed/.test(run.cacheLine) ? undefined : `the code change was not noticed (${run.cacheLine})`),
  },
  {
    name: 'one word in one bundle (nl-BE footer.text)',
    figure: 'one bundle word',
    change: (repo) => edit(repo, 'locales/nl-BE/translations.json', '"text": "Verhuur van auto’s', '"text": "Verhuur van personenauto’s'),
    expect: someNotAll,
  },
  {
    name: 'one page document (pages/faq.json)',
    figure: 'one page document',
    change: (repo) => edit(repo, 'pages/faq.json', '"titleHeading": true', '"titleHeading": false'),
    expect: someNotAll,
  },
  {
    name: 'one data answer (a Belgian branch renamed in api/seed/markets/be.json)',
    figure: 'one data answer',
    change: (repo) => edit(repo, 'api/seed/markets/be.json', '"name":"Charleroi Airport"', '"name":"Brussels South Charleroi Airport"'),
    expect: someNotAll,
  },
]
