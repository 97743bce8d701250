// The changes view lists the working tree's uncommitted documents and the pages they affect, from the last build's
// record, with the last build's page beside the live one. It runs on a temporary git repository, never the real one.
import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  CACHE_FOLDER,
  CACHE_VERSION,
  writeBuildManifest,
  type BuildManifest,
  type PageRecord,
} from '../../../tools/incremental/buildCache.ts'
import { NO_BUILD_NOTE, workingChanges } from './workingChanges.ts'

let root: string
const git = (...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=Studio Test', '-c', 'user.email=studio@example.com', ...args], { cwd: root, encoding: 'utf8' })
const write = (file: string, text: string) => {
  mkdirSync(dirname(join(root, file)), { recursive: true })
  writeFileSync(join(root, file), text)
}
const page = (file: string, files: string[]): PageRecord => ({
  file,
  inputs: 'i',
  files,
  blocks: ['faq'],
  output: 'o',
  css: [],
  texts: null,
  textsHash: '',
})
const manifest: BuildManifest = {
  version: CACHE_VERSION,
  code: 'c',
  sharedCode: 's',
  blockCode: {},
  shard: null,
  pages: {
    '/de-de/faq/': page('de-de/faq/index.html', ['pages/faq.json', 'locales/de-DE/translations.json']),
    '/fr-fr/faq/': page('fr-fr/faq/index.html', ['pages/faq.json', 'locales/fr-FR/translations.json']),
    '/fr-fr/': page('fr-fr/index.html', ['pages/start.json', 'locales/fr-FR/translations.json']),
  },
  pageFiles: [],
  files: {},
  bundles: {},
  textReads: [],
  dataStage: null,
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'studio-changes-'))
  git('init', '--quiet')
  write('.gitignore', 'dist/\n')
  write('pages/faq.json', '{"id":"faq"}\n')
  write('pages/start.json', '{"id":"start"}\n')
  write('docs/markets.md', '# Markets\n')
  git('add', '.')
  git('commit', '--quiet', '-m', 'documents')
})
afterEach(() => rmSync(root, { recursive: true, force: true }))

describe('workingChanges', () => {
  it('lists a modified document, a new and a deleted file, and the URLs the last build made from the document', () => {
    write('pages/faq.json', '{"id":"faq","title":"x"}\n')
    write('pages/new/help.json', '{}\n')
    rmSync(join(root, 'docs/markets.md'))
    mkdirSync(join(root, 'dist', CACHE_FOLDER), { recursive: true })
    writeBuildManifest(join(root, 'dist'), manifest)
    write('dist/client/de-de/faq/index.html', '<h1>FAQ</h1>')

    const changes = workingChanges(root, undefined, {})

    expect(changes.files).toEqual([
      { file: 'docs/markets.md', status: 'deleted' },
      { file: 'pages/faq.json', status: 'modified' },
      { file: 'pages/new/help.json', status: 'added' },
    ])
    // The new page document changes the route table: every page the build made.
    expect(changes.urls).toEqual(['/de-de/faq/', '/fr-fr/', '/fr-fr/faq/'])
    expect(changes.samples[0]).toEqual({ url: '/de-de/faq/', beforeUrl: '/studio/before/de-de/faq/', afterUrl: '/de-de/faq/?studio' })
    expect(changes.samples[1]).toEqual({ url: '/fr-fr/', afterUrl: '/fr-fr/?studio' })
    expect(changes.note).toBeUndefined()
  })

  it('affects only the pages made from a modified document', () => {
    write('pages/faq.json', '{"id":"faq","title":"x"}\n')
    mkdirSync(join(root, 'dist', CACHE_FOLDER), { recursive: true })
    writeBuildManifest(join(root, 'dist'), manifest)
    expect(workingChanges(root, undefined, {}).urls).toEqual(['/de-de/faq/', '/fr-fr/faq/'])
  })

  it('says to build once when there is no build record, and still lists the files', () => {
    write('pages/start.json', '{"id":"start","title":"x"}\n')
    expect(workingChanges(root, undefined, {})).toEqual({
      files: [{ file: 'pages/start.json', status: 'modified' }],
      urls: [],
      samples: [],
      note: NO_BUILD_NOTE,
    })
  })

  it('reads the build SITE_DIST names', () => {
    write('pages/start.json', '{"id":"start","title":"x"}\n')
    mkdirSync(join(root, 'dist-other', CACHE_FOLDER), { recursive: true })
    writeBuildManifest(join(root, 'dist-other'), manifest)
    expect(workingChanges(root, undefined, { SITE_DIST: 'dist-other' }).urls).toEqual(['/fr-fr/'])
  })
})
