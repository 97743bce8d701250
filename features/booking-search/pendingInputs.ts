/**
 * Inputs of the search that are still arriving, which a search sent meanwhile waits for (BookingContainer's submit),
 * or it would go without them:
 * - a date typed and left a moment ago: the reader of typed dates loads on the first one (features/dates
 *   loadMarketDateParser), so a date field commits what was typed a little later than its blur (DateField);
 * - the branches of the search the page shows, looked up by id when "Change search" starts from it
 *   (useSearchFromAddress): until they arrive the pickup field names no branch.
 */
const arriving = new Set<Promise<unknown>>()

/** Notes an input arriving until `arrival` settles. */
export function notePendingInput(arrival: Promise<unknown>): void {
  arriving.add(arrival)
  const done = () => void arriving.delete(arrival)
  arrival.then(done, done)
}

/** Settles once every input arriving now has; undefined when none is. */
export function pendingInputsSettled(): Promise<void> | undefined {
  if (arriving.size === 0) return undefined
  return Promise.allSettled([...arriving]).then(() => undefined)
}
