/**
 * Dates typed and left a moment ago that are still being read: the reader of typed dates loads on the first one
 * (features/dates loadMarketDateParser), so a date field commits what was typed a little later than its blur. A search
 * sent meanwhile waits for them (BookingContainer's submit), or it would go with the date shown before the typing.
 */
const reading = new Set<Promise<unknown>>()

/** Notes a typed date being read until `commit` settles. */
export function noteTypedDate(commit: Promise<unknown>): void {
  reading.add(commit)
  const done = () => void reading.delete(commit)
  commit.then(done, done)
}

/** Settles once every typed date being read is; undefined when none is. */
export function typedDatesRead(): Promise<void> | undefined {
  if (reading.size === 0) return undefined
  return Promise.allSettled([...reading]).then(() => undefined)
}
