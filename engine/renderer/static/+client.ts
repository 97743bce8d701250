// https://vike.dev/client: a page without islands loads only the chrome script (plain DOM code, no React).
import { startChrome } from '../../chrome/startChrome.ts'

startChrome()
