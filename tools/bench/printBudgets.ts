/**
 * The delivery budgets of section 5 alone, without building or Lighthouse: `npx tsx tools/bench/printBudgets.ts
 * [client folder]` (default dist/client), for a quick look after a build.
 */
import { fromRepo } from '../../engine/node/repoRoot.ts'
import { measureBudgets } from './budgets.ts'
import { SiteAssetReader } from './pageAssets.ts'
import { renderTable } from './table.ts'

const reader = new SiteAssetReader(process.argv[2] ?? fromRepo('dist/client'))
const budgets = measureBudgets(
  reader,
  reader.htmlFiles().map((htmlPath) => reader.page(htmlPath)),
  '/de-de/index.html',
)
console.log(
  renderTable(
    [{ header: 'budget' }, { header: 'figure', align: 'right' }, { header: 'target' }],
    budgets.map((budget) => [budget.name, budget.figure, budget.target]),
  ),
)
