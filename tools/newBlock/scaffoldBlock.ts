import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, rmdirSync } from 'node:fs'
import { join } from 'node:path'
import { type PlannedFile, writeAllOrNothing } from '../newMarket/writeAllOrNothing.ts'
import { blockFilesFor, type StandInTitle } from './blockFilesFor.ts'
import { blockNameProblem, type NewBlockArgs } from './parseNewBlockArgs.ts'

/** The key the generated test gives as the block's title: one every bundle translates, so the test shows a real text. */
const STAND_IN_TITLE_KEY = 'common.home'

export type NewBlockPlan = { ok: true; files: PlannedFile[] } | { ok: false; problem: string }

export type NewBlockResult = { ok: true; files: PlannedFile[] } | { ok: false; problem: string }

/** The files of the new block, or why it cannot be made (the name is no kebab-case or is taken). Writes nothing. */
export function planNewBlock(args: Pick<NewBlockArgs, 'name' | 'island' | 'enhancer'>, root: string): NewBlockPlan {
  const nameProblem = blockNameProblem(args.name)
  if (nameProblem) return { ok: false, problem: `${nameProblem}. Nothing was written.` }
  if (existsSync(join(root, 'blocks', args.name)))
    return {
      ok: false,
      problem: `blocks/${args.name}/ already exists: a block's name is its folder, so choose another name. Nothing was written.`,
    }
  return { ok: true, files: blockFilesFor(args, standInTitle(root)) }
}

function standInTitle(root: string): StandInTitle {
  const text = (locale: string) => {
    const bundle = JSON.parse(readFileSync(join(root, 'locales', locale, 'translations.json'), 'utf8'))
    const value = STAND_IN_TITLE_KEY.split('.').reduce<unknown>(
      (node, part) => (node as Record<string, unknown> | undefined)?.[part],
      bundle,
    )
    if (typeof value !== 'string')
      throw new Error(`locales/${locale}/translations.json has no text "${STAND_IN_TITLE_KEY}" for the generated test.`)
    return value
  }
  return { key: STAND_IN_TITLE_KEY, de: text('de-DE'), en: text('en-US') }
}

/** npm run gen in `root`, as a separate process (the generators read the block folders from the disk). */
export function runGen(root: string): boolean {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'tools/gen.ts'], { cwd: root, stdio: 'inherit' })
  return result.status === 0
}

/**
 * Writes the block folder all or nothing, then runs npm run gen so pages can use the block at once. When gen fails,
 * the folder is removed again and gen runs once more, so the generated files describe the blocks that exist.
 */
export function scaffoldBlock(
  args: Pick<NewBlockArgs, 'name' | 'island' | 'enhancer'>,
  root: string,
  { gen = runGen, written = () => {} }: { gen?: (root: string) => boolean; written?: (files: PlannedFile[]) => void } = {},
): NewBlockResult {
  const plan = planNewBlock(args, root)
  if (!plan.ok) return plan
  const folder = join(root, 'blocks', args.name)
  const rollback = writeAllOrNothing(root, plan.files)
  written(plan.files)
  if (gen(root)) return plan
  rollback()
  if (existsSync(folder) && readdirSync(folder).length === 0) rmdirSync(folder)
  gen(root)
  return {
    ok: false,
    problem: `npm run gen failed on the new block (see above); blocks/${args.name}/ was removed again, so nothing was written.`,
  }
}
