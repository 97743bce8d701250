import type { StoreDatabase } from './openStore.ts'
import { prepared } from './prepared.ts'

/**
 * The limits of a table that requests fill (as api/model/boundedMap.ts keeps them for memory): rows expire at their
 * expires_at, and beyond `maxEntries` rows the oldest go, a tenth at once. 'Oldest' is the lowest rowid: a row set
 * again is inserted anew (INSERT OR REPLACE), so rowids follow the order rows were last set.
 */
export interface BoundedTableOptions {
  /** What the table holds, for a person reading its figures. */
  name: string
  table: string
  maxEntries: number
  /** How long a row lives after it was last set; expired rows are swept at most SWEEPS_PER_TTL times per ttl. */
  ttlMs: number
}

export interface BoundedTableFigures {
  name: string
  entries: number
  maxEntries: number
}

const EVICTED_SHARE = 0.1
const SWEEPS_PER_TTL = 16
const tables: BoundedTable[] = []

/** The figures of every bounded table (tests flood them and read these). */
export function boundedTables(database: StoreDatabase): BoundedTableFigures[] {
  return tables.map((table) => table.figures(database))
}

export class BoundedTable {
  #nextSweepAt = 0

  constructor(readonly options: BoundedTableOptions) {
    tables.push(this)
  }

  /**
   * After a row was set: sweeps expired rows now and then, and drops the oldest rows beyond the cap. The span of
   * rowids bounds the count from above, so the count is read only when the span passes the cap. (min and max in
   * subqueries of their own: each is then one lookup, where together in one SELECT they scan the table.)
   */
  afterSet(database: StoreDatabase, now = Date.now()): void {
    const { table, maxEntries, ttlMs } = this.options
    if (now >= this.#nextSweepAt) {
      this.#nextSweepAt = now + ttlMs / SWEEPS_PER_TTL
      prepared(database, `DELETE FROM ${table} WHERE expires_at <= ?`).run(now)
    }
    const { span } = prepared(
      database,
      `SELECT coalesce((SELECT max(rowid) FROM ${table}) - (SELECT min(rowid) FROM ${table}) + 1, 0) AS span`,
    ).get() as { span: number }
    if (span <= maxEntries) return
    const { entries } = prepared(database, `SELECT count(*) AS entries FROM ${table}`).get() as { entries: number }
    if (entries <= maxEntries) return
    const drop = entries - Math.floor(maxEntries * (1 - EVICTED_SHARE))
    prepared(database, `DELETE FROM ${table} WHERE rowid IN (SELECT rowid FROM ${table} ORDER BY rowid LIMIT ?)`).run(drop)
  }

  figures(database: StoreDatabase): BoundedTableFigures {
    const { name, table, maxEntries } = this.options
    const { entries } = prepared(database, `SELECT count(*) AS entries FROM ${table}`).get() as { entries: number }
    return { name, entries, maxEntries }
  }
}
