/**
 * The texts each rendered page read (engine/server/textReads.ts), as the prerender processes hand them to the
 * build: one file per process in the build's cache folder, with every distinct list of reads once (the pages of a
 * template in one language read the same texts).
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { CACHE_FOLDER } from './buildCache.ts'

export const TEXT_READS_FOLDER = 'text-reads'

/** Lists of reads, each once, and the list of each page (by URL) as an index into them. */
export interface TextReadsRecord {
  sets: string[][]
  pages: Record<string, number>
}

export function textReadsRecord(): { note(url: string, reads: string[]): void; record(): TextReadsRecord } {
  const sets: string[][] = []
  const indexOf = new Map<string, number>()
  const pages: Record<string, number> = {}
  return {
    note(url, reads) {
      const key = reads.join('\n')
      let index = indexOf.get(key)
      if (index === undefined) {
        index = sets.push(reads) - 1
        indexOf.set(key, index)
      }
      pages[url] = index
    },
    record: () => ({ sets, pages }),
  }
}

/** Writes one prerender process's record into the build folder's cache. */
export function writeTextReads(buildDir: string, slice: number, record: TextReadsRecord): void {
  const folder = join(buildDir, CACHE_FOLDER, TEXT_READS_FOLDER)
  mkdirSync(folder, { recursive: true })
  writeFileSync(join(folder, `${slice}.json`), JSON.stringify(record))
}

/** Every process's reads, by URL, and removes their files (the manifest holds them from here). */
export function collectTextReads(buildDir: string): Map<string, string[]> {
  const folder = join(buildDir, CACHE_FOLDER, TEXT_READS_FOLDER)
  const byUrl = new Map<string, string[]>()
  if (!existsSync(folder)) return byUrl
  for (const name of readdirSync(folder)) {
    const { sets, pages } = JSON.parse(readFileSync(join(folder, name), 'utf8')) as TextReadsRecord
    for (const [url, index] of Object.entries(pages)) byUrl.set(url, sets[index])
  }
  rmSync(folder, { recursive: true, force: true })
  return byUrl
}
