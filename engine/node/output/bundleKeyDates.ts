import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { bundleTexts, type Bundle } from '../../shared/i18n/createI18n.ts'
import { git, headDate, isoSeconds, newer } from './gitHistory.ts'

/** When one text of a bundle last changed (a key, plural forms apart), or undefined when git does not know. */
export type KeyDateOf = (locale: string, key: string) => string | undefined

export interface BundleKeyDates {
  dateOf: KeyDateOf
  /** Every dated key of a locale with its date. */
  datesOf: (locale: string) => ReadonlyMap<string, string>
  /** The keys each change ("<blob before> <blob after>") touched, to pass as `known` next time. */
  changes: Map<string, readonly string[]>
}

const BUNDLE = /^locales\/([^/]+)\/translations\.json$/

/** The bundles' history and their changes in the working tree: what bundleKeyDates reads first. */
export const BUNDLE_KEY_READS = [
  ['log', '--format=%x01%cI', '--raw', '--no-abbrev', '--no-renames', '--', 'locales/*/translations.json'],
  ['status', '--porcelain', '--', 'locales'],
] as const satisfies readonly (readonly string[])[]

/**
 * When each text of the translation bundles last changed, key by key: for every commit that touched a bundle, the
 * keys whose text it added, changed or removed get its committer date (the newest such commit wins); a key that
 * differs in the working tree from HEAD gets HEAD's date. So one word fixed in a bundle dates only the pages that
 * show it. Each version of a bundle is read once (one `git cat-file --batch`), whatever the number of commits.
 * `known` are the keys each change ("<blob before> <blob after>") changed, as an earlier call answered them in
 * `changes`: blob ids name contents, so they never go stale, and only new commits' bundles are read and compared.
 * Call only when the history is there (gitHistory.ts historyProblem).
 */
export function bundleKeyDates(root: string, known: ReadonlyMap<string, readonly string[]> = new Map()): BundleKeyDates {
  const log = git(root, BUNDLE_KEY_READS[0])
  const changes: { locale: string; date: string; before: string; after: string }[] = []
  let date = ''
  for (const line of log.toString().split('\n')) {
    if (line.startsWith('\u0001')) date = isoSeconds(new Date(line.slice(1)))
    else if (line.startsWith(':')) {
      // ":100644 100644 <before> <after> M\tlocales/de-DE/translations.json"
      const [meta, path] = line.split('\t')
      const locale = BUNDLE.exec(path ?? '')?.[1]
      const [, , before, after] = meta.split(' ')
      if (locale) changes.push({ locale, date, before, after })
    }
  }
  // Locale by locale (stable: in the log's order within one), so each version is parsed once.
  changes.sort((a, b) => (a.locale < b.locale ? -1 : a.locale > b.locale ? 1 : 0))
  const pair = ({ before, after }: { before: string; after: string }) => `${before} ${after}`
  const unknown = changes.filter((change) => !known.has(pair(change)))
  const blobs = readBlobs(root, [...new Set(unknown.flatMap(({ before, after }) => [before, after]))])
  const keysOf = new Map<string, readonly string[]>()
  for (const change of changes)
    keysOf.set(
      pair(change),
      known.get(pair(change)) ?? changedKeys(bundleTexts(blobs(change.before) as Bundle), bundleTexts(blobs(change.after) as Bundle)),
    )
  const dates = new Map<string, Map<string, string>>()
  const mark = (locale: string, keys: readonly string[], when: string) => {
    const byKey = dates.get(locale) ?? new Map<string, string>()
    dates.set(locale, byKey)
    for (const key of keys) byKey.set(key, newer(byKey.get(key), when) ?? when)
  }
  for (const change of changes) mark(change.locale, keysOf.get(pair(change)) ?? [], change.date)
  const head = headDate(root)
  const status = git(root, BUNDLE_KEY_READS[1]).toString()
  for (const line of status.split('\n')) {
    const path = line.slice(3)
    const locale = BUNDLE.exec(path)?.[1]
    if (!locale) continue
    const committed = parsed(() => git(root, ['show', `HEAD:${path}`]).toString())
    const working = parsed(() => readFileSync(join(root, path), 'utf8'))
    mark(locale, changedKeys(bundleTexts(committed as Bundle), bundleTexts(working as Bundle)), head)
  }
  return { dateOf: (locale, key) => dates.get(locale)?.get(key), datesOf: (locale) => dates.get(locale) ?? new Map(), changes: keysOf }
}

/** A bundle version parsed; a new, deleted or unreadable one (broken JSON in a commit) has no texts. */
function parsed(read: () => string): unknown {
  try {
    return JSON.parse(read())
  } catch {
    return {}
  }
}

/** The flat keys ("a.b.c") whose text differs between two versions of a bundle, walked side by side. */
export function changedKeys(before: unknown, after: unknown, prefix = '', into: string[] = []): string[] {
  if (before === after) return into
  const isTree = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null
  if (!isTree(before) && !isTree(after)) {
    if (prefix !== '') into.push(prefix)
    return into
  }
  const a = isTree(before) ? before : {}
  const b = isTree(after) ? after : {}
  // A text replaced by a group (or the reverse): the text's key changed too.
  if (prefix !== '' && (!isTree(before) || !isTree(after))) into.push(prefix)
  const path = (key: string) => (prefix === '' ? key : `${prefix}.${key}`)
  for (const key in a) if (a[key] !== b[key]) changedKeys(a[key], b[key], path(key), into)
  for (const key in b) if (!(key in a)) changedKeys(undefined, b[key], path(key), into)
  return into
}

/**
 * The parsed bundles of some blob ids, read in one `git cat-file --batch` ("000…0" is no file: empty). Parsed when
 * asked and only the last few kept: a bundle's commits come in order, each one's "before" the previous one's "after".
 */
function readBlobs(root: string, ids: readonly string[]): (id: string) => unknown {
  const wanted = ids.filter((id) => !/^0+$/.test(id))
  const out = wanted.length === 0 ? Buffer.alloc(0) : git(root, ['cat-file', '--batch'], `${wanted.join('\n')}\n`)
  const where = new Map<string, [number, number]>()
  let at = 0
  while (at < out.length) {
    const end = out.indexOf(10, at)
    const [id, type, size] = out.subarray(at, end).toString().split(' ')
    if (type === 'missing') {
      at = end + 1
      continue
    }
    const length = Number(size)
    where.set(id, [end + 1, end + 1 + length])
    at = end + 1 + length + 1
  }
  const recent = new Map<string, unknown>()
  return (id) => {
    let value = recent.get(id)
    if (value === undefined) {
      const range = where.get(id)
      value = range ? parsed(() => out.subarray(...range).toString()) : {}
      if (recent.size >= 4) recent.delete(recent.keys().next().value as string)
      recent.set(id, value)
    }
    return value
  }
}
