import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { CACHE_VERSION, pageOutputHash, type BuildManifest } from './buildCache.ts'
import { changedClientFile, changedOutput, clientFileHashes, removeUnlinkedPageCss, reusePreviousClient } from './reuseOutputs.ts'

let root: string
const previous = () => join(root, 'dist')
const next = () => join(root, 'staging')
const write = (file: string, text: string) => {
  mkdirSync(dirname(join(root, file)), { recursive: true })
  writeFileSync(join(root, file), text)
}
const PAGES = ['de-de/index.html', 'de-de/faq/index.html', '404.html']

function lastBuild(): BuildManifest {
  // Pages in client/, their variants in compressed/ beside it (engine/node/delivery/variantFile.ts).
  for (const file of PAGES) {
    write(`dist/client/${file}`, file)
    for (const suffix of ['.br', '.gz']) write(`dist/compressed/${file}${suffix}`, `${file}${suffix}`)
  }
  write('dist/client/assets/entries/islands.abc.js', 'js')
  write('dist/client/assets/static/blocks.AAA.css', '.faq{}')
  write('dist/client/assets/static/blocks.BBB.css', '.hero{}')
  write('dist/client/sitemap.xml', '<sitemapindex/>')
  const client = join(previous(), 'client')
  const page = (file: string, css: string[]) => ({ file, inputs: file, files: [], blocks: [], output: pageOutputHash(client, file), css })
  const pageFiles = PAGES
  return {
    version: CACHE_VERSION,
    code: 'c',
    shard: null,
    pages: {
      '/de-de/': page('de-de/index.html', ['/assets/static/blocks.BBB.css']),
      '/de-de/faq/': page('de-de/faq/index.html', ['/assets/static/blocks.AAA.css']),
    },
    pageFiles,
    files: clientFileHashes(client, pageFiles),
    bundles: {},
    dataStage: null,
  }
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'reuse-outputs-'))
})
afterEach(() => rmSync(root, { recursive: true, force: true }))

describe('reusePreviousClient', () => {
  it('takes the reused pages with their variants and stylesheets, as hard links, and nothing written anew', () => {
    const manifest = lastBuild()
    const taken = reusePreviousClient(previous(), next(), manifest, new Set(['/de-de/faq/']))
    expect(taken.sort()).toEqual(['assets/entries/islands.abc.js', 'assets/static/blocks.AAA.css', 'de-de/faq/index.html'])
    expect(existsSync(join(next(), 'compressed/de-de/faq/index.html.br'))).toBe(true)
    expect(existsSync(join(next(), 'compressed/de-de/index.html.br'))).toBe(false)
    // The page to render again, the page rendered on every build, the sitemap and the unlinked stylesheet stay behind.
    for (const file of ['de-de/index.html', '404.html', 'sitemap.xml', 'assets/static/blocks.BBB.css'])
      expect(existsSync(join(next(), 'client', file)), file).toBe(false)
    expect(statSync(join(next(), 'client/de-de/faq/index.html')).ino).toBe(statSync(join(previous(), 'client/de-de/faq/index.html')).ino)
  })
})

describe('the hash checks of the last build (bad input: edited by hand)', () => {
  it('finds a reused page changed by hand', () => {
    const manifest = lastBuild()
    expect(changedOutput(previous(), manifest, new Set(['/de-de/faq/']))).toBeUndefined()
    writeFileSync(join(previous(), 'compressed/de-de/faq/index.html.gz'), 'edited')
    expect(changedOutput(previous(), manifest, new Set(['/de-de/faq/']))).toBe('de-de/faq/index.html')
  })

  it('finds a script changed, removed or added by hand', () => {
    const manifest = lastBuild()
    expect(changedClientFile(previous(), manifest)).toBeUndefined()
    writeFileSync(join(previous(), 'client/assets/entries/islands.abc.js'), 'js!')
    expect(changedClientFile(previous(), manifest)).toBe('assets/entries/islands.abc.js')
    rmSync(join(previous(), 'client/assets/entries/islands.abc.js'))
    expect(changedClientFile(previous(), manifest)).toBe('assets/entries/islands.abc.js')
    writeFileSync(join(previous(), 'client/assets/entries/islands.abc.js'), 'js')
    write('dist/client/assets/entries/extra.js', 'x')
    expect(changedClientFile(previous(), manifest)).toBe('assets/entries/extra.js')
  })
})

describe('removeUnlinkedPageCss', () => {
  it('removes the page stylesheets no page links, with their variants, and keeps the rest', () => {
    lastBuild()
    write('dist/client/assets/static/blocks.BBB.css.br', 'br')
    const client = join(previous(), 'client')
    expect(removeUnlinkedPageCss(client, new Set(['/assets/static/blocks.AAA.css']))).toBe(2)
    expect(readFileSync(join(client, 'assets/static/blocks.AAA.css'), 'utf8')).toBe('.faq{}')
    expect(existsSync(join(client, 'assets/static/blocks.BBB.css'))).toBe(false)
  })
})
