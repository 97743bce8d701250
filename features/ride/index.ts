/**
 * The ride pages' third-party transfer component (SPEC §7): where it is loaded from, and the attribute that marks a
 * page that may load it (the build allows its origin in the Content-Security-Policy only on such sites).
 */
export { RIDE_TRANSFER_SRC, RIDE_HOME_ATTRIBUTE } from './rideTransfer.ts'
