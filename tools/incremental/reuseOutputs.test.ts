import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { CACHE_VERSION, pageOutputHash, type BuildManifest } from './buildCache.ts'
import {
  changedClientFile,
  changedOutput,
  clientFileHashes,
  pagesWithChangedAssets,
  removeUnlinkedPageCss,
  reusePreviousClient,
} from './reuseOutputs.ts'

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
  const page = (file: string, css: string[]) => ({
    file,
    inputs: file,
    files: [],
    blocks: [],
    output: pageOutputHash(client, file),
    css,
    texts: null,
    textsHash: '',
  })
  const pageFiles = PAGES
  return {
    version: CACHE_VERSION,
    code: 'c',
    sharedCode: 's',
    blockCode: {},
    shard: null,
    pages: {
      '/de-de/': page('de-de/index.html', ['/assets/static/blocks.BBB.css']),
      '/de-de/faq/': page('de-de/faq/index.html', ['/assets/static/blocks.AAA.css']),
    },
    pageFiles,
    files: clientFileHashes(client, pageFiles),
    bundles: {},
    textReads: [],
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

// A change to one block's own code re-renders only the pages that place it, and the pages that name an asset the
// new bundles changed (a shared chunk): never a page that would link a script that is no longer there.
describe('pagesWithChangedAssets', () => {
  it('lists the pages to reuse whose HTML names an asset that is gone or changed, not those whose assets are as they were', () => {
    const manifest = lastBuild()
    write(
      'dist/client/de-de/index.html',
      '<script src="/assets/entries/islands.abc.js"></script><link href="/assets/static/blocks.BBB.css">',
    )
    write('dist/client/de-de/faq/index.html', '<link rel="stylesheet" href="/assets/static/blocks.AAA.css">')
    // The new bundles, as Vite wrote them: the same islands entry, then one with other bytes.
    write('staging/client/assets/entries/islands.abc.js', 'js')
    const reuse = new Set(['/de-de/', '/de-de/faq/'])
    expect(pagesWithChangedAssets(previous(), next(), manifest, reuse)).toEqual([])
    write('staging/client/assets/entries/islands.abc.js', 'js, changed')
    expect(pagesWithChangedAssets(previous(), next(), manifest, reuse)).toEqual(['/de-de/'])
    rmSync(join(next(), 'client/assets/entries/islands.abc.js'))
    expect(pagesWithChangedAssets(previous(), next(), manifest, reuse)).toEqual(['/de-de/'])
  })

  it('takes only the reused pages and their stylesheets when Vite wrote the bundles (pagesOnly)', () => {
    const manifest = lastBuild()
    const taken = reusePreviousClient(previous(), next(), manifest, new Set(['/de-de/faq/']), true)
    expect(taken.sort()).toEqual(['assets/static/blocks.AAA.css', 'de-de/faq/index.html'])
  })
})
