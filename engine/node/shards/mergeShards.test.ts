import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { expect, it } from 'vitest'
import { copyShardFiles, planShardMerge } from './mergeShards.ts'

/** A shard folder (a build's dist/) with these client files. */
function shard(files: Record<string, string>): string {
  const folder = mkdtempSync(join(tmpdir(), 'shard-'))
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(folder, 'client', path)), { recursive: true })
    writeFileSync(join(folder, 'client', path), content)
  }
  return folder
}

const shared = { 'index.html': 'chooser', '404.html': 'not found', 'assets/app-1a2b.js': 'code', 'sitemap.xml': 'own', _headers: 'own' }

it('takes each market page from its shard and the files every shard built alike once', () => {
  const de = shard({ ...shared, 'de-de/index.html': 'de', 'de-de/index.html.br': 'br' })
  const fr = shard({ ...shared, 'fr-fr/index.html': 'fr', 'sitemap.xml': 'other' })
  const plan = planShardMerge([de, fr])
  expect(plan.ok).toBe(true)
  if (!plan.ok) return
  expect(plan.files.map((file) => `${file.path} ${file.shard === de ? 'de' : 'fr'}`).sort()).toEqual([
    '404.html de',
    'assets/app-1a2b.js de',
    'de-de/index.html de',
    'de-de/index.html.br de',
    'fr-fr/index.html fr',
    'index.html de',
  ])
  expect(plan.pages).toBe(4)
})

it('two shards that built the same page fail, naming the page and both shards', () => {
  const one = shard({ ...shared, 'mt-mt/index.html': 'a', 'mt-mt/help/index.html': 'a' })
  const two = shard({ ...shared, 'mt-mt/index.html': 'a' })
  expect(planShardMerge([one, two])).toEqual({
    ok: false,
    problems: [`the page /mt-mt/ was built by two shards, ${one} and ${two}: give each market to one shard only`],
  })
})

it('shards that disagree on a shared file fail, naming it (built from different commits)', () => {
  const one = shard(shared)
  const two = shard({ ...shared, 'assets/app-1a2b.js': 'other code' })
  expect(planShardMerge([one, two])).toEqual({
    ok: false,
    problems: [`the shards ${one} and ${two} disagree on assets/app-1a2b.js: build every shard from the same commit and settings`],
  })
})

it('a folder that is not a build is named', () => {
  const empty = mkdtempSync(join(tmpdir(), 'not-a-shard-'))
  expect(planShardMerge([empty])).toMatchObject({
    ok: false,
    problems: [expect.stringContaining(`${empty} is not a build: it has no client/ folder`)],
  })
})

it('copies each planned file’s compressed variants into the merged build’s compressed/ folder, not into client/', () => {
  const de = shard({ ...shared, 'de-de/index.html': 'de' })
  mkdirSync(join(de, 'compressed', 'de-de'), { recursive: true })
  writeFileSync(join(de, 'compressed', 'de-de', 'index.html.br'), 'br of de')
  const plan = planShardMerge([de])
  if (!plan.ok) throw new Error(plan.problems.join('\n'))
  const merged = mkdtempSync(join(tmpdir(), 'merged-'))
  copyShardFiles(plan.files, join(merged, 'client'))
  expect(readFileSync(join(merged, 'compressed', 'de-de', 'index.html.br'), 'utf8')).toBe('br of de')
  expect(existsSync(join(merged, 'client', 'de-de', 'index.html.br'))).toBe(false)
  expect(readFileSync(join(merged, 'client', 'de-de', 'index.html'), 'utf8')).toBe('de')
})
