/**
 * The bench's incremental-build figures (issue 28 §2): tools/incremental/incrementalBuildCheck.ts on the whole
 * site in a scratch copy (a clean build, then no change, a code change in one block, one bundle word, one page
 * document, one data answer, each rebuilt incrementally, and a clean build compared byte for byte), each time
 * beside the clean build's as a ratio, with the targets.
 */
import { spawn } from 'node:child_process'
import { REPO_ROOT } from '../../engine/node/repoRoot.ts'

export interface IncrementalRun {
  seconds: number
  cpuSeconds: number
  rendered: number
  total: number
  /** The build's fixed cost, as it printed it ("3.1 s (CPU 2.9 s)"). */
  beforeFirstPage?: string
}

export interface IncrementalFigures {
  figures: Record<string, IncrementalRun>
  problems: string[]
}

/** The targets, by the check's figure names (seconds; undefined: no time target). */
export const INCREMENTAL_TARGETS: Record<string, string> = {
  'no change': '≤ 3 s',
  'one bundle word': '≤ 5 s',
  'one bundle word, one page': '≤ 5 s',
  'one page document': '≤ 5 s',
  'code change in one block': 'rebuilds the pages that use the block',
}

export async function benchIncremental(args: string[] = []): Promise<IncrementalFigures> {
  const output = await new Promise<string>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'tools/incremental/incrementalBuildCheck.ts', ...args], {
      cwd: REPO_ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let text = ''
    child.stdout.on('data', (chunk) => (text += chunk))
    child.stderr.on('data', (chunk) => (text += chunk))
    child.on('error', reject)
    child.on('close', () => resolve(text))
  })
  const line = /^INCREMENTAL_JSON (.*)$/m.exec(output)
  if (!line)
    throw new Error(`the incremental check printed no figures; its last lines:\n${output.trimEnd().split('\n').slice(-15).join('\n')}`)
  return JSON.parse(line[1]) as IncrementalFigures
}

/** Table rows: figure, time, CPU time, pages rendered, ratio to the clean build, time before the first page, target. */
export function incrementalRows({ figures }: IncrementalFigures): string[][] {
  const clean = figures['clean build']?.seconds ?? Number.NaN
  return Object.entries(figures).map(([name, run]) => [
    name,
    `${run.seconds.toFixed(1)} s`,
    `${run.cpuSeconds.toFixed(1)} s`,
    `${run.rendered} of ${run.total}`,
    name === 'clean build' ? '1.00' : (run.seconds / clean).toFixed(2),
    run.beforeFirstPage ?? '',
    INCREMENTAL_TARGETS[name] ?? '',
  ])
}
