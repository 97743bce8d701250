import { MICRO_APPS } from './microApps.gen.ts'

/**
 * SPEC §7: the micro-apps the site mounts, each loaded from {web-app base}/{name}/ (ride-home and customer-settings
 * on the ride layout). The names are the folders of apps/ (`npm run gen`); SPEC §7's digital-checkout has no app
 * here yet, so no page can name it.
 */
export { MICRO_APPS }
export type MicroAppName = (typeof MICRO_APPS)[number]

/** GET {app base}/bootstrapper{suffix}.json: a map of entry names to script paths. */
export function bootstrapperUrl(webAppBase: string, app: MicroAppName, suffix: string): string {
  return `${webAppBase}/${app}/bootstrapper${suffix}.json`
}
