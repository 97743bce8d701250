/**
 * npm run build: when nothing changed since the last build into the same folder (tools/incremental/unchangedBuild.ts:
 * every input file's stamp, the settings, git's state and every file it wrote are as it recorded), says so and
 * leaves the folder as it is; otherwise runs the build (tools/build.ts). Only this small module and the record's
 * are loaded before the answer: the engine, Vite and the build are imported when there is something to build, while
 * the documents' validation starts in a process of its own.
 */
import { fromRepo } from '../engine/node/repoRoot.ts'
import { unchangedSinceLastBuild } from './incremental/unchangedBuild.ts'
import { startValidationBeside } from './validation/validationBeside.ts'

const started = performance.now()
const args = process.argv.slice(2)
const flag = (name: string) => {
  const at = args.findIndex((arg) => arg === `--${name}` || arg.startsWith(`--${name}=`))
  return at < 0 ? undefined : args[at].includes('=') ? args[at].slice(name.length + 3) : args[at + 1]
}
// The folder tools/build.ts would write (its own rules decide; a folder guessed wrong only has no record that fits).
const markets = flag('markets')
const target =
  process.env.SITE_DIST ??
  (markets !== undefined
    ? `dist-markets/${[...new Set(markets.split(',').map((code) => code.trim().toLowerCase()))].filter(Boolean).sort().join('-')}`
    : 'dist')
const asked = args.some((arg) => arg === '--clean' || arg === '--help' || arg === '-h')
const verdict = asked ? undefined : unchangedSinceLastBuild(fromRepo('.'), fromRepo(target), args, process.env, { handOver: true })
if (verdict?.unchanged) {
  const { record } = verdict
  const took = `${((performance.now() - started) / 1000).toFixed(1)} s`
  // The same lines as a build that reused everything (the incremental check and the bench read them).
  console.log('✓ Data: taken from the last build, its inputs unchanged')
  console.log(
    `✓ Build cache: nothing changed since the last build (every input file, the settings, the git state and ${target}/ as it recorded), bundles reused (0 of ${record.routePages} route pages rendered)`,
  )
  console.log(`✓ Times: checked ${took}`)
  console.log(`✓ Built nothing: the ${record.pages} pages in ${target}/client are the last build's, left as they are (${took})`)
} else {
  if (verdict?.untrusted) console.log(`  The record of the last build: ${verdict.reason}; building`)
  else if (verdict) console.log(`  Something changed since the last build (${verdict.reason}); building`)
  // On the other core while the build's own modules load (tools/validation/validationBeside.ts).
  if (!args.some((arg) => arg === '--help' || arg === '-h')) startValidationBeside()
  await import('./build.ts')
}
