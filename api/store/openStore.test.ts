// The reference API's database at start (issue 24): numbered migrations upgrade an old database and keep its rows,
// and a file the API cannot use (locked, read-only, corrupt, from a newer schema) is refused with a message naming
// the file and what to do, with not one byte of it changed.
import Database from 'better-sqlite3'
import { spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { fromRepo } from '../../engine/node/repoRoot.ts'
import { latestSchemaVersion, migrations } from './migrations.ts'
import { openStore, StoreOpenError } from './openStore.ts'
import { databasePath } from './storeDatabase.ts'

const folders: string[] = []
function tempFile(name = 'api.sqlite'): string {
  const folder = mkdtempSync(join(tmpdir(), 'store-'))
  folders.push(folder)
  return join(folder, name)
}
afterEach(() => {
  for (const folder of folders.splice(0)) {
    chmodSync(folder, 0o755)
    rmSync(folder, { recursive: true, force: true })
  }
})

/** The error openStore throws for this file (and that it throws one). */
function refusal(file: string, options: Parameters<typeof openStore>[1] = {}): StoreOpenError {
  try {
    openStore(file, options).close()
  } catch (error) {
    expect(error).toBeInstanceOf(StoreOpenError)
    return error as StoreOpenError
  }
  throw new Error(`openStore accepted ${file}`)
}

describe('migrations', () => {
  it('an old database (migration 1 only, with an account) is upgraded to the latest schema and keeps its row', () => {
    const file = tempFile()
    const old = openStore(file, { migrations: migrations().slice(0, 1) })
    expect(old.pragma('user_version', { simple: true })).toBe(1)
    old
      .prepare('INSERT INTO users (id, email, first_name, last_name, password_hash, created_at) VALUES (?, ?, ?, ?, ?, ?)')
      .run('u1', 'ana@example.com', 'Ana', 'Lopez', 'scrypt$00$00', '2026-01-01T00:00:00Z')
    old.close()
    const current = openStore(file)
    expect(latestSchemaVersion()).toBeGreaterThan(1)
    expect(current.pragma('user_version', { simple: true })).toBe(latestSchemaVersion())
    expect(current.prepare('SELECT email, email_verified FROM users').all()).toEqual([{ email: 'ana@example.com', email_verified: 0 }])
    // Migration 2's table is there and refers to the kept account.
    current.prepare("INSERT INTO account_tokens VALUES ('h', 'u1', 'passwordReset', 0)").run()
    expect(current.pragma('journal_mode', { simple: true })).toBe('wal')
    expect(current.pragma('foreign_keys', { simple: true })).toBe(1)
    current.close()
  })

  it('a failing migration leaves the database at its old version', () => {
    const file = tempFile()
    openStore(file, { migrations: migrations().slice(0, 1) }).close()
    const broken = [...migrations(), { version: latestSchemaVersion() + 1, name: 'broken.sql', sql: 'CREATE TABLE users (x);' }]
    expect(() => openStore(file, { migrations: broken })).toThrow(StoreOpenError)
    const after = new Database(file)
    expect(after.pragma('user_version', { simple: true })).toBe(1)
    expect(after.prepare("SELECT count(*) AS n FROM sqlite_master WHERE name = 'account_tokens'").get()).toEqual({ n: 0 })
    after.close()
  })

  it('vitest uses memory, API_DATABASE names the file, and the default is under data/', () => {
    expect(databasePath({ VITEST: 'true' })).toBe(':memory:')
    expect(databasePath({ API_DATABASE: '/srv/api.sqlite' })).toBe('/srv/api.sqlite')
    expect(databasePath({})).toBe(fromRepo('data/reference-api.sqlite'))
  })
})

describe('a database the API cannot use', () => {
  it('a database from a newer schema version is refused untouched', () => {
    const file = tempFile()
    const newer = new Database(file)
    newer.exec('CREATE TABLE future (x)')
    newer.pragma(`user_version = ${latestSchemaVersion() + 1}`)
    newer.close()
    const before = readFileSync(file)
    const { message } = refusal(file)
    expect(message).toContain(file)
    expect(message).toContain(`schema version ${latestSchemaVersion() + 1}, newer than this code knows (${latestSchemaVersion()})`)
    expect(message).toContain('API_DATABASE')
    expect(readFileSync(file).equals(before)).toBe(true)
  })

  it('a corrupt file (random bytes) is refused untouched', () => {
    const file = tempFile()
    writeFileSync(file, randomBytes(16 * 1024))
    const before = readFileSync(file)
    const { message } = refusal(file)
    expect(message).toContain(file)
    expect(message).toContain('not a readable SQLite database')
    expect(message).toContain('backup')
    expect(readFileSync(file).equals(before)).toBe(true)
  })

  it('a database locked by another process is refused untouched', () => {
    const file = tempFile()
    const holder = new Database(file)
    holder.exec('CREATE TABLE kept (x); INSERT INTO kept VALUES (1)')
    const before = readFileSync(file)
    holder.exec('BEGIN EXCLUSIVE; INSERT INTO kept VALUES (2)')
    try {
      const { message } = refusal(file, { busyTimeoutMs: 50 })
      expect(message).toContain(file)
      expect(message).toContain('locked by another process')
      expect(readFileSync(file).equals(before)).toBe(true)
    } finally {
      holder.exec('ROLLBACK')
      holder.close()
    }
  })

  it('a read-only file in a read-only folder is refused untouched', () => {
    const file = tempFile()
    const made = new Database(file)
    made.exec('CREATE TABLE kept (x)')
    made.close()
    const before = readFileSync(file)
    chmodSync(file, 0o444)
    chmodSync(join(file, '..'), 0o555)
    // Root may write anything: the check runs as an ordinary user (nobody) when the tests run as root.
    const asNobody = process.getuid?.() === 0 ? { uid: 65534, gid: 65534 } : {}
    const script = `const { openStore } = await import(${JSON.stringify(fromRepo('api/store/openStore.ts'))})
      try { openStore(${JSON.stringify(file)}).close(); console.log('opened') } catch (error) { console.log(error.message) }`
    const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      ...asNobody,
      cwd: fromRepo('.'),
      encoding: 'utf8',
    })
    expect(run.stderr).toBe('')
    expect(run.stdout).toContain(`The database ${file} cannot be written`)
    expect(run.stdout).toContain('writable')
    expect(readFileSync(file).equals(before)).toBe(true)
  })
})
