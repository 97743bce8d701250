/** SPEC §7: the micro-apps the site mounts, each loaded from {web-app base}/{name}/ (ride-home and customer-settings on the ride layout). */
export const MICRO_APPS = ['phoenix', 'mysixt', 'digital-checkout', 'debugger', 'ride-home', 'customer-settings'] as const
export type MicroAppName = (typeof MICRO_APPS)[number]

/** GET {app base}/bootstrapper{suffix}.json: a map of entry names to script paths. */
export function bootstrapperUrl(webAppBase: string, app: MicroAppName, suffix: string): string {
  return `${webAppBase}/${app}/bootstrapper${suffix}.json`
}
