/**
 * How many connections (or, through a trusted proxy, requests in progress) each client address has open, so that
 * one client cannot take every file descriptor of the server: over the cap its next one is refused (429).
 */

/** A browser opens at most 6 connections per host; this leaves room for a few browsers behind one NAT address. */
export const DEFAULT_MAX_OPEN_PER_CLIENT = 64

export interface OpenPerClient {
  /** Counts one more for the address; false (and nothing counted) when it has `max` open already. */
  take(address: string): boolean
  release(address: string): void
  /** Open ones per address, for tests and a log line. */
  count(address: string): number
}

export function createOpenPerClient(max: number): OpenPerClient {
  const open = new Map<string, number>()
  return {
    take(address) {
      const count = open.get(address) ?? 0
      if (count >= max) return false
      open.set(address, count + 1)
      return true
    },
    release(address) {
      const count = (open.get(address) ?? 0) - 1
      // Addresses with nothing open are forgotten: the map holds only current clients.
      if (count > 0) open.set(address, count)
      else open.delete(address)
    },
    count: (address) => open.get(address) ?? 0,
  }
}
