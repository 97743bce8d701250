import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

/** The shape of api/seed/help/<locale>.json (helpSeed.schema.json; tests/unit/api/helpSeed.test.ts checks every file against it). */
export interface SeedArticle {
  id: string
  title: string
  body: string
}
export interface SeedSection {
  id: string
  title: string
  articles: SeedArticle[]
}
export interface SeedCategory {
  id: string
  title: string
  description: string
  sections: SeedSection[]
}
export interface SeedCentre {
  title: string
  featured?: string[]
  categories: SeedCategory[]
}
export interface HelpSeed {
  locale: string
  rent: SeedCentre
  ride: SeedCentre
  countryOverrides?: Record<string, SeedArticle[]>
}

/** en-US decides the structure; the other files translate it. */
export const STRUCTURE_LOCALE = 'en-US'

const directory = dirname(fileURLToPath(import.meta.url))

let cache: Map<string, { file: string; seed: HelpSeed }> | undefined

/** Every seed file by locale ("de-DE"), read once: content is data, not code, so adding a language is adding a file. */
export function helpSeeds(): Map<string, { file: string; seed: HelpSeed }> {
  cache ??= new Map(
    readdirSync(directory)
      .filter((name) => /^[a-z]{2}-[A-Z]{2}\.json$/.test(name))
      .sort()
      .map((name) => {
        const file = join(directory, name)
        return [name.slice(0, -'.json'.length), { file: `api/seed/help/${name}`, seed: JSON.parse(readFileSync(file, 'utf8')) as HelpSeed }]
      }),
  )
  return cache
}
