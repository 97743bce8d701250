import Database from 'better-sqlite3'
import { accessSync, constants, existsSync, mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import { type Migration, migrations } from './migrations.ts'

export type StoreDatabase = Database.Database

/**
 * A database the reference API cannot start with: locked, read-only, corrupt, or written by a newer version. The
 * message names the file and what to do; nothing of the file was changed. `npm run serve` prints it and exits non-zero.
 */
export class StoreOpenError extends Error {}

export interface OpenStoreOptions {
  /** How long a write waits for another connection's lock before giving up. */
  busyTimeoutMs?: number
  /** The migrations to run (tests open an old database with the first ones only). */
  migrations?: Migration[]
}

/** How long a statement waits for a lock held by another connection (a second server on the same file, a backup). */
const BUSY_TIMEOUT_MS = 5000

const VARIABLE_HINT = 'or set API_DATABASE to another file (":memory:" keeps nothing)'

/** What a SQLite error at start means for the person starting the server. */
function explained(file: string, error: unknown): StoreOpenError {
  const code = (error as { code?: string }).code ?? ''
  const detail = (error as Error).message
  if (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED'))
    return new StoreOpenError(
      `The database ${file} is locked by another process (another server on the same file?): stop it, ${VARIABLE_HINT}. (${detail})`,
    )
  if (code.startsWith('SQLITE_READONLY') || code.startsWith('SQLITE_CANTOPEN') || code.startsWith('SQLITE_PERM'))
    return new StoreOpenError(
      `The database ${file} cannot be written: make the file and its folder writable for this user, ${VARIABLE_HINT}. (${detail})`,
    )
  if (code.startsWith('SQLITE_NOTADB') || code.startsWith('SQLITE_CORRUPT'))
    return new StoreOpenError(
      `The file ${file} is not a readable SQLite database (corrupt, or another kind of file): restore it from a backup or move it away to start empty, ${VARIABLE_HINT}. It was left as it is. (${detail})`,
    )
  return new StoreOpenError(`The database ${file} cannot be opened: ${detail}. It was left as it is; ${VARIABLE_HINT}.`)
}

/** SQLite opens a file it cannot write read-only without a word; WAL also needs to create files beside it. */
function checkWritable(file: string): void {
  const folder = dirname(file)
  for (const path of existsSync(file) ? [file, folder] : [folder]) {
    try {
      accessSync(path, constants.W_OK)
    } catch {
      throw new StoreOpenError(
        `The database ${file} cannot be written (${path} is read-only): make the file and its folder writable for this user, ${VARIABLE_HINT}.`,
      )
    }
  }
}

/**
 * Opens (or creates) the reference API's database and brings its schema up to date: WAL (readers do not wait for a
 * writer), foreign keys on, a busy timeout. Migrations run in one transaction, each recorded in PRAGMA user_version,
 * so a failed one leaves the database as it was. The version is read before anything is written: a corrupt file or
 * one of a newer schema is refused untouched (StoreOpenError).
 */
export function openStore(file: string, options: OpenStoreOptions = {}): StoreDatabase {
  const inMemory = file === ':memory:'
  if (!inMemory) {
    mkdirSync(dirname(file), { recursive: true })
    checkWritable(file)
  }
  const known = options.migrations ?? migrations()
  let database: StoreDatabase | undefined
  try {
    database = new Database(file)
    database.pragma(`busy_timeout = ${options.busyTimeoutMs ?? BUSY_TIMEOUT_MS}`)
    // The first read of the file: a file that is no database or is locked fails here, before any write.
    const version = database.pragma('user_version', { simple: true }) as number
    if (version > known.length)
      throw new StoreOpenError(
        `The database ${file} has schema version ${version}, newer than this code knows (${known.length}): it was written by a newer version of the reference API. Run that version, ${VARIABLE_HINT}. It was left as it is.`,
      )
    if (!inMemory) database.pragma('journal_mode = WAL')
    database.pragma('foreign_keys = ON')
    const pending = known.filter((migration) => migration.version > version)
    if (pending.length > 0)
      database
        .transaction(() => {
          for (const migration of pending) {
            database!.exec(migration.sql)
            database!.pragma(`user_version = ${migration.version}`)
          }
        })
        .immediate()
    return database
  } catch (error) {
    database?.close()
    if (error instanceof StoreOpenError) throw error
    throw explained(file, error)
  }
}
