/**
 * The sitemap's `<lastmod>` of each page (engine/node/output/writeSitemap.ts): the newest git commit date among
 * what the page's content is made from — its documents, its market's documents, its route source's content files
 * (writeSitemap lists these) and the texts it read of the bundles, key by key (the build's record of the reads,
 * engine/server/textReads.ts; bundleKeyDates.ts). Code is left out on purpose: a refactor does not change what a
 * page says. A page whose reads were not recorded is dated by its whole bundle. Deterministic for one working tree
 * (an uncommitted input counts as HEAD's date), so an incremental build writes the sitemaps a clean one does.
 * Without the history (a shallow clone or no git) it warns once and every `<lastmod>` is left out.
 */
import { mkdirSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { BUNDLE_KEY_READS, bundleKeyDates } from '../../engine/node/output/bundleKeyDates.ts'
import { FILE_DATE_READS, gitChangeDates } from '../../engine/node/output/gitChangeDates.ts'
import { HISTORY_READS, historyProblem, newer, readGitEarly } from '../../engine/node/output/gitHistory.ts'
import type { PageDateOf } from '../../engine/node/output/writeSitemap.ts'
import type { Bundle } from '../../engine/shared/i18n/createI18n.ts'
import type { Route } from '../../engine/model/route.ts'
import type { SiteIndex } from '../../engine/model/siteIndex.ts'
import { readCheckedJson, writeCheckedJson } from '../incremental/checkedJsonFile.ts'

/** Where the keys each bundle change touched are kept between builds, below the build's cache folder. */
export const KEY_CHANGES_FILE = 'bundle-key-changes.json'
const FORMS = ['', '_zero', '_one', '_two', '_few', '_many', '_other']
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/

/** Starts the git reads pageChangeDates makes, beside the build's work until its sitemaps (gitHistory.ts). */
export function readChangeDatesEarly(root: string): Promise<void> {
  return readGitEarly(root, [...HISTORY_READS, ...FILE_DATE_READS, ...BUNDLE_KEY_READS])
}

export interface PageDatesInput {
  root: string
  site: SiteIndex
  /** The texts each page read, by URL (undefined: not recorded). */
  readsOf: (url: string) => readonly string[] | undefined
  /** The cache folders to read the kept key changes from and write them to. */
  cacheFrom: string
  cacheTo: string
  warn: (message: string) => void
}

export function pageChangeDates({ root, site, readsOf, cacheFrom, cacheTo, warn }: PageDatesInput): PageDateOf {
  const problem = historyProblem(root)
  if (problem !== undefined) {
    warn(`⚠ Sitemaps without <lastmod>: ${problem}`)
    return () => undefined
  }
  const fileDate = gitChangeDates(root)
  const keys = bundleKeyDates(root, readKeyChanges(join(cacheFrom, KEY_CHANGES_FILE)))
  writeKeyChanges(join(cacheTo, KEY_CHANGES_FILE), keys.changes)
  const bundles = new Map([...site.project.bundles].map(([locale, bundle]) => [locale, bundle.data as Bundle]))
  // A text is looked up along the chain and found in the first locale that has it: a change further down
  // (en-US wording under a German text) does not change the page.
  const textDate = (chain: readonly string[], key: string) => {
    let newest: string | undefined
    for (const locale of chain) {
      newest = newer(newest, formsDates(locale).get(key))
      if (has(bundles.get(locale), key)) break
    }
    return newest
  }
  // A key's date with its plural forms' ("count_one", "count_other"), one lookup per key and locale: each dated key
  // counts for itself and, with a plural suffix, for the key without it.
  const byLocale = new Map<string, Map<string, string>>()
  const formsDates = (locale: string) => {
    let dates = byLocale.get(locale)
    if (dates === undefined) {
      dates = new Map()
      for (const [key, when] of keys.datesOf(locale)) {
        dates.set(key, newer(dates.get(key), when)!)
        const base = key.replace(PLURAL_SUFFIX, '')
        if (base !== key) dates.set(base, newer(dates.get(base), when)!)
      }
      byLocale.set(locale, dates)
    }
    return dates
  }
  // The newest change under a key prefix of one locale (an island reads whole groups): the same few prefixes recur.
  const byPrefix = new Map<string, string | undefined>()
  const prefixDate = (locale: string, prefix: string) => {
    const at = `${locale} ${prefix}`
    if (!byPrefix.has(at)) {
      let date: string | undefined
      for (const [key, when] of keys.datesOf(locale)) if (key === prefix || key.startsWith(`${prefix}.`)) date = newer(date, when)
      byPrefix.set(at, date)
    }
    return byPrefix.get(at)
  }
  const byRead = new Map<string, string | undefined>()
  const readDate = (read: string) => {
    if (byRead.has(read)) return byRead.get(read)
    const [chainText, kind, ...rest] = read.split(' ')
    const chain = chainText.split('>')
    let date: string | undefined
    if (kind === 't') date = textDate(chain, rest.join(' '))
    else if (kind === 'island') {
      const [keyList, prefixList] = rest.join(' ').split('|')
      for (const key of keyList ? keyList.split(',') : []) date = newer(date, textDate(chain, key))
      for (const prefix of prefixList ? prefixList.split(',') : [])
        for (const locale of chain) date = newer(date, prefixDate(locale, prefix))
    } else date = fileDate(chain.map((locale) => `locales/${locale}/translations.json`))
    byRead.set(read, date)
    return date
  }
  // The pages of a template in one language read one list (the same array in the build's record): dated once.
  const byReads = new Map<readonly string[], string | undefined>()
  const readsDate = (reads: readonly string[]) => {
    if (!byReads.has(reads))
      byReads.set(
        reads,
        reads.reduce<string | undefined>((newest, read) => newer(newest, readDate(read)), undefined),
      )
    return byReads.get(reads)
  }
  return (route: Route, files: readonly string[]) => {
    const reads = readsOf(route.path)
    const texts = reads === undefined ? fileDate([`locales/${route.locale}/translations.json`]) : readsDate(reads)
    return newer(fileDate(files), texts)
  }
}

/** Whether a bundle has a text at a key, in one of its plural forms or none. */
function has(bundle: Bundle | undefined, key: string): boolean {
  const parts = key.split('.')
  const last = parts.pop() ?? ''
  let node: unknown = bundle
  for (const part of parts) node = node && typeof node === 'object' ? (node as Bundle)[part] : undefined
  return Boolean(node && typeof node === 'object' && FORMS.some((form) => typeof (node as Bundle)[last + form] === 'string'))
}

/** The kept key changes, checked against their checksum: a file edited by hand or corrupt is not trusted. */
function readKeyChanges(file: string): Map<string, readonly string[]> {
  const reading = readCheckedJson<[string, string[]][]>(file)
  // Otherwise the bundles are read again.
  return reading.ok ? new Map(reading.value) : new Map()
}

function writeKeyChanges(file: string, changes: ReadonlyMap<string, readonly string[]>): void {
  mkdirSync(dirname(file), { recursive: true })
  writeCheckedJson(
    file,
    [...changes].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  )
}
