import type { FunnelMountProps } from './props.gen.ts'

/**
 * The translation keys (without .title / .description) of the page an app is the shell of: the same words as the
 * page's <title> and description, so the heading a visitor without JavaScript reads names the page they asked for.
 */
export function appShellMetaKeys(app: FunnelMountProps['app']): string {
  switch (app) {
    case 'mysixt':
      return 'mysixt.meta'
    case 'plus-subscribe':
      return 'plus.subscribe.meta'
    default:
      return 'onlineBooking.meta'
  }
}
