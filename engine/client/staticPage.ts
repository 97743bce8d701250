// The script of a page without islands (engine/node/assets/assemblePage.ts): the chrome script alone (plain DOM code,
// no React).
import { startChrome } from '../chrome/startChrome.ts'

startChrome()
