import { didYouMean, getMostSimilar } from '../../engine/shared/getMostSimilar.ts'
import { QUESTIONS } from './newMarketAnswers.ts'
import type { RawAnswers } from './resolveAnswers.ts'

export interface NewMarketArgs {
  raw: RawAnswers
  /** --yes: no prompts; what is not given takes its default or is refused as missing. */
  yes: boolean
  help: boolean
  /** --dry-run: check and print the files, write nothing. */
  dryRun: boolean
}

const BOOLEAN_FLAGS = ['yes', 'help', 'dry-run'] as const
const VALUE_FLAGS = QUESTIONS.map((question) => question.flag)

/** Reads `--flag value`, `--flag=value` and `--name-<locale> value`; an unknown flag is refused with "did you mean". */
export function parseNewMarketArgs(argv: string[]): { args: NewMarketArgs } | { error: string } {
  const args: NewMarketArgs = { raw: {}, yes: false, help: false, dryRun: false }
  for (let index = 0; index < argv.length; index++) {
    const token = argv[index]
    if (token === '-y') {
      args.yes = true
      continue
    }
    if (token === '-h') {
      args.help = true
      continue
    }
    if (!token.startsWith('--')) return { error: `"${token}" is not a flag; write --code ${token} and the like (see --help)` }
    const [flag, inlineValue] = token.slice(2).split(/=(.*)/s, 2)
    if ((BOOLEAN_FLAGS as readonly string[]).includes(flag)) {
      if (flag === 'yes') args.yes = true
      else if (flag === 'help') args.help = true
      else args.dryRun = true
      continue
    }
    const localeName = /^name-([a-z]{2}-[A-Z]{2})$/.exec(flag)
    const question = QUESTIONS.find((candidate) => candidate.flag === flag)
    if (!question && !localeName)
      return {
        error: `unknown flag --${flag}${didYouMean(getMostSimilar(flag, [...VALUE_FLAGS, ...BOOLEAN_FLAGS]).map((name) => `--${name}`)) || ' (see --help)'}`,
      }
    const value = inlineValue ?? argv[++index]
    if (value === undefined || (inlineValue === undefined && value.startsWith('--'))) return { error: `--${flag} needs a value` }
    if (localeName) args.raw.names = { ...args.raw.names, [localeName[1]]: value }
    else args.raw[question!.field] = value
  }
  return { args }
}

export const USAGE = `Usage: npm run new-market [-- flags]

Asks for what it needs; flags answer questions in advance (--yes: ask nothing, take the defaults).
${QUESTIONS.map((question) => `  --${question.flag.padEnd(18)} ${question.question}`).join('\n')}
  --name-<locale>      the country name in one bundle, e.g. --name-de-DE Luxemburg (default: the CLDR name in that language)
  --yes, -y            no questions: defaults for what is not given
  --dry-run            check and show the files, write nothing
  --help, -h           this text

Example:
  npm run new-market -- --code lu --name Luxembourg --languages fr-LU,de-LU --currency EUR --from be \\
    --alpha3 LUX --phone-code 352 --city Luxembourg --airport LUX --coordinates 49.61,6.13 --yes

Exit codes: 0 written and valid, 1 refused (nothing written), 2 wrong usage.`
