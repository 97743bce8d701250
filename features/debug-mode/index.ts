/**
 * Where a page runs (SPEC §4), decided in the browser because one build is deployed to every host: debug mode (the
 * debug cookie, else the stored setting, else on internal, dev and localhost hosts) and the environment (dev, stage on
 * internal, localhost and dev-{product} hosts, else prod). This site's host naming, used by the debugger block and app.
 */
export {
  currentDebugMode,
  debugMode,
  DEBUG_COOKIE,
  DEBUG_SETTING,
  type DebugMode,
  type DebugSource,
} from './debugMode.ts'
export { environmentOf, type Environment } from './environment.ts'
export { hostKind, type HostKind } from './hostKind.ts'
