/**
 * Run by scaffoldMarket in a process of its own (the reference API reads its seeds once per process, and the new
 * market's seed was written after this one started): loads the data of one market's pages the way the build does
 * and prints the problems as JSON. Usage: tsx tools/newMarket/marketDataProblems.ts <market code>
 */
import { pathToFileURL } from 'node:url'
import { fromRepo } from '../../engine/node/repoRoot.ts'
import { validateProject } from '../../engine/node/validate/validateProject.ts'
import { loadSiteData } from '../data/prepareSite.ts'

const code = process.argv[2]
const { index } = validateProject()
if (!index) throw new Error('the project does not validate; scaffoldMarket checks that first')
const { problems } = await loadSiteData(index, (file) => import(pathToFileURL(fromRepo(file)).href), { renderMarkets: new Set([code]) })
process.stdout.write(JSON.stringify(problems))
