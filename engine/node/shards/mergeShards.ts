import { copyFileSync, existsSync, mkdirSync, readFileSync, readdirSync, statSync } from 'node:fs'
import { dirname, join, sep } from 'node:path'
import { CODING_EXTENSIONS } from '../delivery/acceptEncoding.ts'
import { siteFiles } from '../delivery/siteFiles.ts'
import { variantsFolderOf } from '../delivery/variantFile.ts'

/**
 * Written anew from all shards after the merge: each shard's copy only covers its own pages (the sitemap index, its
 * variants, the static host's headers and rules).
 */
export const REWRITTEN_FILES = new Set(['sitemap.xml', '_headers', '_redirects'])
/** Pages every shard builds alike (market chooser and error pages): equal copies are expected. */
const SHARED_PAGES = new Set(['index.html', '404.html', '500.html'])
const VARIANT = /\.(br|gz)$/

export interface ShardFile {
  /** Path relative to the shard's client folder, with "/" separators. */
  path: string
  shard: string
}

export type ShardPlan = { ok: true; files: ShardFile[]; pages: number } | { ok: false; problems: string[] }

const isPage = (path: string) => path.endsWith('.html')
const urlOf = (path: string) => `/${path.replace(/(^|\/)index\.html$/, '$1')}`

export function sameBytes(a: string, b: string): boolean {
  return statSync(a).size === statSync(b).size && readFileSync(a).equals(readFileSync(b))
}

/**
 * Which shard each file of the merged site comes from. Every file is in one shard, or in several with equal
 * bytes (the hashed assets and shared pages every shard builds); a market page that two shards built, or a file
 * they disagree on, is a problem naming it, and nothing is merged.
 */
export function planShardMerge(shards: readonly string[]): ShardPlan {
  const problems: string[] = []
  const clients = shards.map((shard) => ({ shard, client: join(shard, 'client') }))
  for (const { shard, client } of clients) {
    if (!existsSync(client) || !statSync(client).isDirectory())
      problems.push(`${shard} is not a build: it has no client/ folder (build a shard with npm run build -- --markets …)`)
  }
  if (problems.length > 0) return { ok: false, problems }
  const owner = new Map<string, string>()
  const files: ShardFile[] = []
  // Pages two shards both built, by pair of shards: a market in two shards gives hundreds, named once per pair.
  const builtTwice = new Map<string, { first: string; second: string; pages: string[] }>()
  for (const { shard, client } of clients) {
    for (const path of siteFiles(client, /./).map((file) => file.split(sep).join('/'))) {
      const first = owner.get(path)
      if (first === undefined) {
        owner.set(path, shard)
        if (!REWRITTEN_FILES.has(path)) files.push({ path, shard })
        continue
      }
      if (REWRITTEN_FILES.has(path) || VARIANT.test(path)) continue
      if (isPage(path) && !SHARED_PAGES.has(path)) {
        const pair = builtTwice.get(`${first}\n${shard}`) ?? { first, second: shard, pages: [] }
        pair.pages.push(urlOf(path))
        builtTwice.set(`${first}\n${shard}`, pair)
      } else if (!sameBytes(join(first, 'client', path), join(shard, 'client', path)))
        problems.push(`the shards ${first} and ${shard} disagree on ${path}: build every shard from the same commit and settings`)
    }
  }
  for (const { first, second, pages } of builtTwice.values()) {
    const which = pages.length === 1 ? `the page ${pages[0]} was` : `${pages.length} pages, such as ${pages.slice(0, 3).join(', ')}, were`
    problems.unshift(`${which} built by two shards, ${first} and ${second}: give each market to one shard only`)
  }
  if (problems.length > 0) return { ok: false, problems }
  return { ok: true, files, pages: files.filter((file) => isPage(file.path)).length }
}

/** Copies the planned files into the merged client folder, and their compressed variants into the folder beside it. */
export function copyShardFiles(files: readonly ShardFile[], targetClient: string): void {
  const copy = (from: string, to: string) => {
    mkdirSync(dirname(to), { recursive: true })
    copyFileSync(from, to)
  }
  for (const { path, shard } of files) {
    copy(join(shard, 'client', path), join(targetClient, path))
    for (const extension of Object.values(CODING_EXTENSIONS)) {
      const variant = join(variantsFolderOf(join(shard, 'client')), path + extension)
      if (existsSync(variant)) copy(variant, join(variantsFolderOf(targetClient), path + extension))
    }
  }
}

/** The build's files beside client/ (the asset manifest and page CSS map), equal in every shard. */
export function buildManifests(shard: string): string[] {
  return readdirSync(shard).filter((name) => name.endsWith('.json') && statSync(join(shard, name)).isFile())
}
