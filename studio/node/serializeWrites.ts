/** Runs writes one after the other: two quick saves cannot both pass the version check and then interleave. */
let queue: Promise<unknown> = Promise.resolve()

export function serializeWrites<T>(write: () => Promise<T> | T): Promise<T> {
  const run = queue.then(write, write)
  // A failed write fails its own request only; the next one still runs.
  queue = run.catch(() => undefined)
  return run
}
