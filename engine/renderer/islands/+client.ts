// https://vike.dev/client: the chrome script, then the island runtime, the only JavaScript a page with islands loads first.
import { startChrome } from '../../chrome/startChrome.ts'
import { hydrateIslands } from '../../client/hydrateIslands.ts'

startChrome()
hydrateIslands()
