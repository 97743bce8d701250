import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import type { Route } from '../../engine/model/route.ts'
import type { SiteIndex } from '../../engine/model/siteIndex.ts'
import { KEY_CHANGES_FILE, pageChangeDates, readChangeDatesEarly } from './pageChangeDates.ts'
import { readCheckedJson } from '../incremental/checkedJsonFile.ts'

let root: string
afterEach(() => rmSync(root, { recursive: true, force: true }))

const write = (file: string, value: unknown) => {
  mkdirSync(dirname(join(root, file)), { recursive: true })
  writeFileSync(join(root, file), typeof value === 'string' ? value : JSON.stringify(value, null, 2))
}
/** A commit at a given time (the committer date is what the sitemap reads). */
const commit = (date: string) => {
  const env = { ...process.env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date }
  execFileSync('git', ['add', '-A'], { cwd: root, env })
  execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', 'commit', '-qm', date], { cwd: root, env })
}
const de = (texts: Record<string, unknown>) => write('locales/de-DE/translations.json', texts)
const en = (texts: Record<string, unknown>) => write('locales/en-US/translations.json', texts)

/** Three pages: one reads the title, one the footer, one a group of texts for an island; each is made from its document. */
const READS: Record<string, string[]> = {
  '/de-de/a/': ['de-DE>en-US t home.title'],
  '/de-de/b/': ['de-DE>en-US t footer.note'],
  '/de-de/c/': ['de-DE>en-US island |cards'],
}
const route = (path: string) => ({ path, locale: 'de-DE' }) as Route

function datesNow(warnings: string[] = []) {
  const site = {
    project: {
      bundles: new Map(
        ['de-DE', 'en-US'].map((locale) => [
          locale,
          { data: JSON.parse(readFileSync(join(root, `locales/${locale}/translations.json`), 'utf8')) },
        ]),
      ),
    },
  } as unknown as SiteIndex
  const dateOf = pageChangeDates({
    root,
    site,
    readsOf: (url) => READS[url],
    cacheFrom: join(root, 'cache'),
    cacheTo: join(root, 'cache'),
    warn: (message) => warnings.push(message),
  })
  return Object.fromEntries(Object.keys(READS).map((url) => [url, dateOf(route(url), [`pages/${url.split('/')[2]}.json`])]))
}

describe('pageChangeDates', () => {
  it('dates each page by the newest commit among its documents and the texts it read, key by key', () => {
    root = mkdtempSync(join(tmpdir(), 'lastmod-'))
    execFileSync('git', ['init', '-q'], { cwd: root })
    for (const page of ['a', 'b', 'c']) write(`pages/${page}.json`, '{}')
    en({ home: { title: 'Home' }, footer: { note: 'Note' }, cards: { one: 'One' } })
    de({ home: { title: 'Start' }, footer: { note: 'Hinweis' } })
    commit('2026-01-01T10:00:00Z')
    de({ home: { title: 'Startseite' }, footer: { note: 'Hinweis' } })
    commit('2026-02-01T10:00:00Z')
    // An English text the German page shows in German does not date it.
    en({ home: { title: 'Home page' }, footer: { note: 'Note' }, cards: { one: 'One' } })
    write('pages/b.json', '{"title":"b"}')
    commit('2026-03-01T10:00:00Z')
    // An English text the German page falls back to dates it.
    en({ home: { title: 'Home page' }, footer: { note: 'Note' }, cards: { one: 'One card' } })
    commit('2026-04-01T10:00:00Z')
    write('docs/readme.md', 'not an input')
    commit('2026-05-01T10:00:00Z')
    const dates = datesNow()
    expect(dates).toEqual({
      '/de-de/a/': '2026-02-01T10:00:00Z',
      '/de-de/b/': '2026-03-01T10:00:00Z',
      '/de-de/c/': '2026-04-01T10:00:00Z',
    })
    // Computed again from the kept key changes: the same answers.
    expect(readCheckedJson<unknown[]>(join(root, 'cache', KEY_CHANGES_FILE))).toMatchObject({
      ok: true,
      value: expect.arrayContaining([expect.anything()]),
    })
    expect(datesNow()).toEqual(dates)
    // A text changed and not committed counts as HEAD's date, not the time of the build: two builds agree.
    de({ home: { title: 'Startseite' }, footer: { note: 'Neuer Hinweis' } })
    expect(datesNow()['/de-de/b/']).toBe('2026-05-01T10:00:00Z')
    expect(datesNow()['/de-de/a/']).toBe('2026-02-01T10:00:00Z')
  })

  // The build starts its git reads as it starts (its sitemaps come last): the dates are the repository's then.
  it('dates from the git reads started early, as the repository was when they were made', async () => {
    root = mkdtempSync(join(tmpdir(), 'lastmod-'))
    execFileSync('git', ['init', '-q'], { cwd: root })
    for (const page of ['a', 'b', 'c']) write(`pages/${page}.json`, '{}')
    en({ home: { title: 'Home' }, footer: { note: 'Note' }, cards: { one: 'One' } })
    de({ home: { title: 'Start' }, footer: { note: 'Hinweis' } })
    commit('2026-01-01T10:00:00Z')
    await readChangeDatesEarly(root)
    write('pages/a.json', '{"title":"a"}')
    commit('2026-02-01T10:00:00Z')
    expect(datesNow()['/de-de/a/']).toBe('2026-01-01T10:00:00Z')
  })

  it('leaves every date out, and says why once, without the history', () => {
    root = mkdtempSync(join(tmpdir(), 'lastmod-'))
    en({ home: { title: 'Home' } })
    de({})
    const warnings: string[] = []
    expect(Object.values(datesNow(warnings))).toEqual([undefined, undefined, undefined])
    expect(warnings).toHaveLength(1)
    expect(warnings[0]).toMatch(/without <lastmod>: there is no git repository/)
  })

  it('leaves every date out in a shallow clone, whose one commit would date every page alike', () => {
    const origin = mkdtempSync(join(tmpdir(), 'lastmod-origin-'))
    root = origin
    execFileSync('git', ['init', '-q'], { cwd: root })
    en({ home: { title: 'Home' } })
    de({})
    commit('2026-01-01T10:00:00Z')
    de({ home: { title: 'Start' } })
    commit('2026-02-01T10:00:00Z')
    root = join(origin, 'shallow')
    execFileSync('git', ['clone', '-q', '--depth', '1', `file://${origin}`, root])
    const warnings: string[] = []
    expect(Object.values(datesNow(warnings))).toEqual([undefined, undefined, undefined])
    expect(warnings).toEqual([expect.stringMatching(/shallow clone .*fetch-depth: 0/)])
    root = origin
  })
})
