import { didYouMean, getMostSimilar } from '../../engine/shared/getMostSimilar.ts'
import type { Hydration } from '../../engine/shared/defineBlock.ts'

export interface NewBlockArgs {
  /** The block's name: its folder under blocks/ and the "type" pages use. */
  name: string
  /** --island <when>: an interactive block that hydrates then; undefined for a server-only block (unless --enhancer). */
  island?: Hydration
  /** --enhancer: the island's browser code is a plain-DOM enhance.ts instead of React. */
  enhancer: boolean
  /** --dry-run: show the files, write nothing. */
  dryRun: boolean
  help: boolean
}

const HYDRATIONS: readonly Hydration[] = ['load', 'idle', 'visible']
const FLAGS = ['island', 'enhancer', 'dry-run', 'help']

/** Lowercase words of letters and digits joined by single dashes, starting with a letter (the component name is made from it). */
const KEBAB_CASE = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/

/** Why a block name cannot be used, or undefined when it can. */
export function blockNameProblem(name: string): string | undefined {
  if (KEBAB_CASE.test(name)) return undefined
  const suggestion = name
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^[-0-9]+|-+$/g, '')
  return `"${name}" is not a block name: use lowercase words joined by dashes, starting with a letter${
    suggestion && KEBAB_CASE.test(suggestion) ? ` (did you mean "${suggestion}"?)` : ', such as "trust-badges"'
  }`
}

/** Reads `<name> [--island load|idle|visible] [--enhancer] [--dry-run]`; a mistyped flag is named with "did you mean". */
export function parseNewBlockArgs(argv: string[]): { args: NewBlockArgs } | { error: string } {
  const names: string[] = []
  const args: Omit<NewBlockArgs, 'name'> = { enhancer: false, dryRun: false, help: false }
  for (let index = 0; index < argv.length; index++) {
    const token = argv[index]
    if (token === '-h' || token === '--help') {
      args.help = true
      continue
    }
    if (!token.startsWith('-')) {
      names.push(token)
      continue
    }
    const [flag, inlineValue] = token.replace(/^--?/, '').split(/=(.*)/s, 2)
    if (flag === 'enhancer') args.enhancer = true
    else if (flag === 'dry-run') args.dryRun = true
    else if (flag === 'island') {
      const value = inlineValue ?? argv[++index]
      if (!HYDRATIONS.includes(value as Hydration))
        return {
          error: `--island needs when the island hydrates: ${HYDRATIONS.join(', ')}${value === undefined ? '' : ` (not "${value}")`}`,
        }
      args.island = value as Hydration
    } else return { error: `unknown flag ${token}${didYouMean(getMostSimilar(flag, FLAGS).map((name) => `--${name}`)) || ' (see --help)'}` }
  }
  if (args.help) return { args: { ...args, name: names[0] ?? '' } }
  if (names.length !== 1)
    return { error: names.length === 0 ? 'name the block, such as trust-badges' : `one block at a time (got ${names.join(', ')})` }
  return { args: { ...args, name: names[0] } }
}

export const USAGE = `Usage: npm run new-block -- <name> [--island load|idle|visible] [--enhancer] [--dry-run]

Scaffolds blocks/<name>/ (block.ts, props.schema.json, the component and its test), then runs npm run gen.
  <name>               lowercase words joined by dashes, such as trust-badges (the "type" pages use)
  --island <when>      an interactive block (a React island) that hydrates on load, when idle or when visible
  --enhancer           an island whose browser code is plain DOM (enhance.ts), without React; hydrates when
                       visible unless --island says otherwise
  --dry-run            show the files, write nothing
  --help, -h           this text

Without --island or --enhancer the block renders on the server only and sends no JavaScript.
Exit codes: 0 written, 1 refused (nothing written), 2 wrong usage.`
