import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fromRepo } from '../../engine/node/repoRoot.ts'

/** The migrations folder: NNN-what-it-does.sql, applied in the order of their numbers. */
const MIGRATIONS_DIRECTORY = fromRepo('api/store/migrations')

export interface Migration {
  /** The schema version after it ran (its file's number): PRAGMA user_version records it. */
  version: number
  name: string
  sql: string
}

/**
 * Every migration, oldest first. Numbers run 1, 2, 3… without a gap: a missing or doubled number is a mistake in
 * this folder, not in a database, and fails at once.
 */
export function migrations(directory = MIGRATIONS_DIRECTORY): Migration[] {
  const found = readdirSync(directory)
    .filter((file) => file.endsWith('.sql'))
    .sort()
    .map((file) => {
      const number = /^(\d+)-/.exec(file)?.[1]
      if (!number) throw new Error(`${join(directory, file)}: a migration's name starts with its number, "003-what-it-does.sql".`)
      return { version: Number(number), name: file, sql: readFileSync(join(directory, file), 'utf8') }
    })
  found.forEach((migration, index) => {
    if (migration.version !== index + 1)
      throw new Error(`${join(directory, migration.name)}: migration numbers must run 1, 2, 3… without gaps; expected ${index + 1}.`)
  })
  return found
}

/** The schema version this code writes: the number of its newest migration. */
export const latestSchemaVersion = (): number => migrations().length
