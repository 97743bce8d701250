import type { Statement } from 'better-sqlite3'
import type { StoreDatabase } from './openStore.ts'

const cache = new WeakMap<StoreDatabase, Map<string, Statement>>()

/** A statement compiled once per database: the models run the same few statements on every request. */
export function prepared(database: StoreDatabase, sql: string): Statement {
  const statements = cache.get(database) ?? new Map<string, Statement>()
  cache.set(database, statements)
  const statement = statements.get(sql) ?? database.prepare(sql)
  statements.set(sql, statement)
  return statement
}
