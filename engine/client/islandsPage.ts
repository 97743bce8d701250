// The script of a page with islands (engine/node/assets/assemblePage.ts): the chrome script, then the island runtime,
// the only JavaScript such a page loads first.
import { startChrome } from '../chrome/startChrome.ts'
import { hydrateIslands } from './hydrateIslands.ts'

startChrome()
hydrateIslands()
