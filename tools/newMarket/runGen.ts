import { spawnSync } from 'node:child_process'

export type GenRun = { ok: true; wrote: string[] } | { ok: false; output: string }

/**
 * `npm run gen` after a new market is written: the country name is a new bundle key, so the generated bundle schema
 * changes with the market. `wrote` lists the lines that name a file gen wrote ("wrote schemas/…").
 */
export function runGen(root: string): GenRun {
  const gen = spawnSync(process.execPath, ['--import', 'tsx', 'tools/gen.ts'], { cwd: root, encoding: 'utf8' })
  if (gen.status !== 0) return { ok: false, output: `${gen.stderr}${gen.stdout}` }
  return { ok: true, wrote: gen.stdout.split('\n').filter((line) => line.startsWith('wrote ')) }
}
