import { fromRepo } from '../../engine/node/repoRoot.ts'
import { openStore, type StoreDatabase } from './openStore.ts'

/** The one variable that says where the data lives; ":memory:" keeps nothing beyond the process. */
export const DATABASE_VARIABLE = 'API_DATABASE'
/** The default file, git-ignored: `npm run serve` and `npm run dev` keep their data across restarts. */
export const DEFAULT_DATABASE = 'data/reference-api.sqlite'

/** Where this process keeps its data: API_DATABASE, else memory under vitest (tests start empty), else the default file. */
export function databasePath(env: NodeJS.ProcessEnv = process.env): string {
  const configured = env[DATABASE_VARIABLE]
  if (configured) return configured === ':memory:' ? configured : fromRepo(configured)
  return env.VITEST ? ':memory:' : fromRepo(DEFAULT_DATABASE)
}

let opened: StoreDatabase | undefined

/**
 * The process's database, opened (and migrated) on first use. tools/serve.ts opens it before listening, so a bad file
 * stops the start with its message instead of failing the first request.
 */
export function storeDatabase(): StoreDatabase {
  opened ??= openStore(databasePath())
  return opened
}
