/**
 * A map for what requests leave in memory: keys have a length limit, entries expire a fixed time after they were last
 * set, and the number of entries has a cap (when full, the entry set longest ago goes). A flood of requests therefore
 * keeps a store at most `maxEntries` entries of at most `maxEntryBytes` each. Entries are kept in the order they were
 * last set, so the expired ones and the ones to drop when full are at the front. Both are removed in batches: a Map
 * leaves a hole where an entry was deleted until it next grows, and each walk from the front steps over the holes,
 * so a walk on every set would cost time in proportion to the store's size.
 */
export interface BoundedMapOptions {
  /** What the store holds, for a person reading its figures. */
  name: string
  maxEntries: number
  maxKeyLength: number
  /** How long an entry lives after it was last set. */
  ttlMs: number
  /** The most a value may weigh (its JSON length), so that entries times this bounds the store. */
  maxValueBytes: number
}

export interface BoundedMapFigures {
  name: string
  entries: number
  /** Keys and values as characters of their JSON: an estimate of memory that grows as memory does. */
  bytes: number
  maxEntries: number
  maxEntryBytes: number
}

const stores: BoundedMap<unknown>[] = []

/** The figures of every bounded store of this process (tests flood them and read these). */
export function boundedMaps(): BoundedMapFigures[] {
  return stores.map((store) => store.figures())
}

/** When full, a tenth of the entries go at once (the oldest), so that the next walk from the front is far away. */
const EVICTED_SHARE = 0.1
/** Expired entries are swept at most this often (and when the store is full); until then get() skips them. */
const SWEEPS_PER_TTL = 16

export class BoundedMap<V> {
  readonly #entries = new Map<string, { value: V; expiresAt: number; bytes: number }>()
  #bytes = 0
  #nextSweepAt = 0

  constructor(readonly options: BoundedMapOptions) {
    stores.push(this as BoundedMap<unknown>)
  }

  get(key: string, now = Date.now()): V | undefined {
    const entry = this.#entries.get(key)
    if (!entry) return undefined
    if (entry.expiresAt > now) return entry.value
    this.delete(key)
    return undefined
  }

  has(key: string, now = Date.now()): boolean {
    return this.get(key, now) !== undefined
  }

  /** Entries kept, expired ones not yet swept included. */
  get size(): number {
    return this.#entries.size
  }

  /** Callers check what a client sent before keeping it: a key or value above the limits is an engine bug. */
  set(key: string, value: V, now = Date.now()): void {
    const { maxKeyLength, maxValueBytes, name, ttlMs, maxEntries } = this.options
    const valueBytes = JSON.stringify(value)?.length ?? 0
    if (key.length > maxKeyLength || valueBytes > maxValueBytes)
      throw new Error(`${name}: a key of ${key.length} characters or a value of ${valueBytes} bytes is over the store's limits`)
    this.delete(key)
    this.#entries.set(key, { value, expiresAt: now + ttlMs, bytes: key.length + valueBytes })
    this.#bytes += key.length + valueBytes
    const full = this.#entries.size > maxEntries
    if (!full && now < this.#nextSweepAt) return
    this.#nextSweepAt = now + ttlMs / SWEEPS_PER_TTL
    const keep = full ? Math.floor(maxEntries * (1 - EVICTED_SHARE)) : maxEntries
    for (const [oldest, entry] of this.#entries) {
      if (entry.expiresAt > now && this.#entries.size <= keep) break
      this.delete(oldest)
    }
  }

  delete(key: string): void {
    const entry = this.#entries.get(key)
    if (!entry) return
    this.#bytes -= entry.bytes
    this.#entries.delete(key)
  }

  /** Every live value; expired ones are skipped (and left for set() to remove). */
  *values(now = Date.now()): IterableIterator<V> {
    for (const entry of this.#entries.values()) if (entry.expiresAt > now) yield entry.value
  }

  figures(): BoundedMapFigures {
    const { name, maxEntries, maxKeyLength, maxValueBytes } = this.options
    return { name, entries: this.#entries.size, bytes: this.#bytes, maxEntries, maxEntryBytes: maxKeyLength + maxValueBytes }
  }
}
