/**
 * Unused JavaScript after load per template (issue 28 §3, target ≤ 35 %) alone, against a built site, without
 * building: `npx tsx tools/bench/printUnusedJs.ts [client folder]` (default dist/client). Add `--files` for each
 * page's scripts. Figures from Chromium's coverage (tools/bench/unusedJs.ts).
 */
import { fromRepo } from '../../engine/node/repoRoot.ts'
import { renderUnusedJs } from './renderUnusedJs.ts'
import { measureUnusedJs } from './unusedJs.ts'

const args = process.argv.slice(2)
const clientDir = args.find((arg) => !arg.startsWith('--')) ?? fromRepo('dist/client')
const figures = await measureUnusedJs(clientDir, undefined, console.log)
console.log(renderUnusedJs(figures, { files: args.includes('--files') }))
