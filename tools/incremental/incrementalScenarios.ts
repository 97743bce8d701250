/**
 * The changes incrementalBuildCheck.ts makes, one of each kind of input (issue 28 §1), and what the incremental
 * build after each must do. Each changes pages of every market that has them (the Belgian Dutch texts and branches only
 * in Belgium), so the check runs on one market or the whole site.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

export interface BuildRun {
  seconds: number
  /** CPU seconds of the build and its processes (GNU time), NaN without it. */
  cpuSeconds: number
  rendered: number
  /** Route pages of the build. */
  total: number
  cacheLine: string
  /** The build's "Transform cache" line (tools/transformCache/contentStore.ts). */
  transformCacheLine: string
  /** Its "Before the first page" time and CPU time ("3.1 s (CPU 2.9 s)"), its fixed cost. */
  beforeFirstPage: string
  /** Whether the build took the last build's data stage result (tools/incremental/dataStageCache.ts). */
  dataTaken: boolean
  /** Whether it took the data stage kept by content in the transform cache (tools/incremental/storedDataStage.ts). */
  dataStored: boolean
  /** The build's own times per step (its "✓ Times:" line). */
  times: string
}

export interface Scenario {
  name: string
  /** The figure's name in the bench. */
  figure: string
  /** The repository files the change edits: `npm run impact` must name every page whose output it changes. */
  files?: string[]
  change(repo: string): void
  /** Why the run is wrong, or undefined. */
  expect(run: BuildRun, clean: BuildRun): string | undefined
  /**
   * false: its output is not compared with a build from scratch of the same inputs (incrementalBuildCheck.ts) right
   * after it: nothing was built, or it is a build from scratch itself.
   */
  compared?: false
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
    compared: false,
    expect: (run) =>
      run.rendered === 0 && /bundles reused/.test(run.cacheLine) && run.dataTaken
        ? undefined
        : `rendered ${run.rendered} pages, data stage ${run.dataTaken ? 'taken from the last build' : 'run'} (${run.cacheLine})`,
  },
  {
    name: 'a code change in one block (blocks/faq)',
    figure: 'code change in one block',
    files: ['blocks/faq/Faq.tsx'],
    change: (repo) =>
      edit(repo, 'blocks/faq/Faq.tsx', "'@type': 'Question',", "'@type': 'Question', position: entries.indexOf(entry) + 1,"),
    // Only the pages that place the block are rendered; a block's component is no input of the data stage.
    expect: (run) =>
      !/only the code of blocks\/faq changed/.test(run.cacheLine)
        ? `the block's code change was not seen as such (${run.cacheLine})`
        : !run.dataTaken
          ? 'the data stage ran again for a change of a component only'
          : someNotAll(run),
  },
  {
    name: 'one word in one bundle (nl-BE footer.text)',
    figure: 'one bundle word',
    files: ['locales/nl-BE/translations.json'],
    change: (repo) => edit(repo, 'locales/nl-BE/translations.json', '"text": "Verhuur van auto’s', '"text": "Verhuur van personenauto’s'),
    expect: someNotAll,
  },
  {
    // Only the pages that show the text: the truck rental page in Dutch (the footer word above is on every nl-BE page).
    name: 'one word of a text few pages read (nl-BE truckRental.heading)',
    figure: 'one bundle word, one page',
    files: ['locales/nl-BE/translations.json'],
    change: (repo) =>
      edit(
        repo,
        'locales/nl-BE/translations.json',
        '"Bestelwagens en vrachtwagens voor elke lading"',
        '"Bestelwagens en vrachtwagens voor iedere lading"',
      ),
    // No loader reads that text: the data stage's result is taken from the last build.
    expect: (run) =>
      run.rendered < 1 || run.rendered > 4
        ? `${run.rendered} of ${run.total} pages rendered; expected 1 to 4`
        : run.dataTaken
          ? undefined
          : 'the data stage ran again for a text no loader reads',
  },
  {
    name: 'one page document (pages/faq.json)',
    figure: 'one page document',
    files: ['pages/faq.json'],
    change: (repo) => edit(repo, 'pages/faq.json', '"titleHeading": true', '"titleHeading": false'),
    // The faq block has no loader: the data stage reads nothing that changed (dataStageInputs.ts pageDataView).
    expect: (run) => (run.dataTaken ? someNotAll(run) : 'the data stage ran again for a change of props no loader reads'),
  },
  {
    name: 'one data answer (a Belgian branch renamed in api/seed/markets/be.json)',
    figure: 'one data answer',
    files: ['api/seed/markets/be.json'],
    change: (repo) => edit(repo, 'api/seed/markets/be.json', '"name":"Charleroi Airport"', '"name":"Brussels South Charleroi Airport"'),
    // Changed seed data is an input of the data stage: it must run again, never answer from the last build.
    expect: (run) => (run.dataTaken ? 'the data stage was taken from the last build though its seed data changed' : someNotAll(run)),
  },
  {
    // Last, so that the clean build without any cache (incrementalBuildCheck.ts) must equal it byte for byte.
    name: 'a fresh dist/ (the build cache gone, the transform cache kept)',
    figure: 'fresh dist, transform cache kept',
    change: (repo) => rmSync(join(repo, 'dist'), { recursive: true, force: true }),
    compared: false,
    // The data stage that ran for the last change is kept by content: a build without dist/ takes it.
    expect: (run) =>
      !run.dataStored
        ? 'the data stage ran again, though the transform cache keeps it for the same inputs'
        : run.rendered !== run.total
          ? `${run.rendered} of ${run.total} pages rendered; expected all`
          : undefined,
  },
]
