/**
 * The ride transfer component (SPEC §7): third-party in production, a local stand-in here
 * (public/ride-transfer/). The ride-home app loads it after consent on pages with the ride-home block; the
 * build allows its origin in the Content-Security-Policy only when such a page exists and it is not local.
 */
export const RIDE_TRANSFER_SRC = '/ride-transfer/ride-transfer.js'

/** The attribute of the ride-home block's section: a page with it may load the transfer component. */
export const RIDE_HOME_ATTRIBUTE = 'data-ride-home'
