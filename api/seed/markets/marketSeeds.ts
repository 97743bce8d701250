import { Ajv2020 } from 'ajv/dist/2020.js'
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { MarketSeed } from '../marketSeed.ts'

/** The seed files: api/seed/markets/<country code>.json. Data, not code, so adding a market is adding a file. */
export const MARKET_SEED_DIRECTORY = dirname(fileURLToPath(import.meta.url))
export const MARKET_SEED_SCHEMA_FILE = 'marketSeed.schema.json'
const SEED_FILE = /^[a-z]{2}\.json$/

let checkSeed: ((data: unknown) => string | undefined) | undefined

/** The schema check of one seed; its message names the JSON pointer and what is wrong. */
export function marketSeedProblem(data: unknown): string | undefined {
  if (!checkSeed) {
    const schema = JSON.parse(readFileSync(join(MARKET_SEED_DIRECTORY, MARKET_SEED_SCHEMA_FILE), 'utf8'))
    const validate = new Ajv2020({ strict: true, allErrors: true }).compile(schema)
    checkSeed = (value) =>
      validate(value) ? undefined : validate.errors!.map((error) => `${error.instancePath || '/'} ${error.message}`).join('; ')
  }
  return checkSeed(data)
}

/** Reads and checks one seed file; an author mistake stops with the file and what to fix, never a half-read seed. */
export function readMarketSeed(directory: string, name: string): MarketSeed {
  const file = `api/seed/markets/${name}`
  let data: unknown
  try {
    data = JSON.parse(readFileSync(join(directory, name), 'utf8'))
  } catch (error) {
    throw new Error(
      `${file}: not valid JSON (${error instanceof Error ? error.message : String(error)}). Fix the file (its schema is ${MARKET_SEED_SCHEMA_FILE}).`,
    )
  }
  const problem = marketSeedProblem(data)
  if (problem) throw new Error(`${file}: ${problem}. Fix the file (its schema is ${MARKET_SEED_SCHEMA_FILE}).`)
  const seed = data as MarketSeed & { $schema?: string }
  if (seed.country.toLowerCase() !== name.slice(0, 2))
    throw new Error(
      `${file}: "country" is "${seed.country}" but the file name says "${name.slice(0, 2).toUpperCase()}". Rename the file or fix "country".`,
    )
  delete seed.$schema
  return seed
}

let cache: ReadonlyMap<string, MarketSeed> | undefined

/** The seed of every country the site has markets in, by its two-letter code ("DE"), read once. */
export function marketSeeds(directory = MARKET_SEED_DIRECTORY): ReadonlyMap<string, MarketSeed> {
  if (directory !== MARKET_SEED_DIRECTORY) return readAll(directory)
  cache ??= readAll(directory)
  return cache
}

function readAll(directory: string): ReadonlyMap<string, MarketSeed> {
  const names = readdirSync(directory)
    .filter((name) => SEED_FILE.test(name))
    .sort()
  return new Map(names.map((name) => readMarketSeed(directory, name)).map((seed) => [seed.country, seed]))
}
