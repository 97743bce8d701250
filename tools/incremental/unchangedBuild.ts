/**
 * The fastest incremental build: none. Every build records (in its cache folder, UNCHANGED_FILE) the stamps
 * (fileStamps.ts) of every input file as they were when it started, the settings it ran with, and the stamps of
 * every file it wrote. When the next build finds all of them as recorded, its output would be the same byte for
 * byte, so `npm run build` (tools/buildIfChanged.ts) says so and leaves the build folder as it is, without
 * loading the engine, validating or reading a document.
 *
 * The inputs are the folders and files the incremental build already takes as inputs (pageInputs.ts,
 * dataStageInputs.ts), tests included (an edited test only costs the skip). The settings: the command's
 * arguments, the environment variables the build reads, this CACHE_VERSION and Node's, the day (the reference API
 * dates its answers from it, and footers print its year), and git's state (`git status` with the commit: the
 * sitemaps' lastmod dates come from git). The record carries its checksum: corrupt, from another version or
 * edited by hand, it is named and the build runs.
 */
import { spawnSync } from 'node:child_process'
import { join } from 'node:path'
import { answerDay } from '../data/storedApiAnswers.ts'
import { CACHE_FOLDER, CACHE_VERSION } from './buildCache.ts'
import { DATA_FILES, DATA_FOLDERS } from './dataStageInputs.ts'
import { readCheckedJson, writeCheckedJson } from './checkedJsonFile.ts'
import { sha256 } from './fileHashes.ts'
import { fileStamp, firstChangedStamp, takeStamps, type Stamps } from './fileStamps.ts'
import { CODE_FILES, CODE_FOLDERS, SITE_DOCUMENT_FILES, SITE_DOCUMENT_FOLDERS } from './pageInputs.ts'

export const UNCHANGED_FILE = 'unchanged.json'
const RECORD_VERSION = 1
const INPUTS = [
  ...new Set<string>([
    ...CODE_FOLDERS,
    ...SITE_DOCUMENT_FOLDERS,
    ...DATA_FOLDERS,
    'pages',
    ...CODE_FILES,
    ...SITE_DOCUMENT_FILES,
    ...DATA_FILES,
  ]),
]
/** The environment variables a build reads (engine, tools, Vite), by name. */
const READ_SETTINGS = /^(SITE_|VITE_|NODE_|MAIL_|PAYMENT_|SOURCE_DATE_EPOCH$|TZ$|TRANSFORM_CACHE$)/

export interface UnchangedRecord {
  version: number
  /** settingsKey of the build. */
  settings: string
  inputs: Stamps
  outputs: Stamps
  /** What the build wrote, for the line that says it was left as it is. */
  routePages: number
  pages: number
}

/** The settings a build's output depends on, besides its input files, as one hash. */
export function settingsKey(root: string, args: readonly string[], env: NodeJS.ProcessEnv): string {
  const settings = Object.entries(env)
    .filter(([name]) => READ_SETTINGS.test(name))
    .sort(([a], [b]) => (a < b ? -1 : 1))
  const git = spawnSync('git', ['status', '--porcelain=v2', '--branch', '--untracked-files=all'], { cwd: root, encoding: 'utf8' })
  // The day: the reference API dates its answers from it (the year the footers print is part of it).
  const day = answerDay()
  return sha256(
    String(CACHE_VERSION),
    process.version,
    // --clean writes what an incremental build writes (the byte-for-byte check holds them to it).
    JSON.stringify(args.filter((arg) => arg !== '--clean')),
    JSON.stringify(settings),
    day,
    git.status === 0 ? git.stdout : 'no git',
  )
}

/** The stamps of the build's input files, taken before it reads any. */
export function inputStamps(root: string): Stamps {
  return takeStamps(root, INPUTS)
}

/** The settings and input stamps of a build of `root` about to start: those the check before it handed over, else taken now. */
export function buildStart(root: string, args: readonly string[], env: NodeJS.ProcessEnv): BuildStart {
  if (handedOver?.root === root) return handedOver.start
  return { settings: settingsKey(root, args, env), inputs: inputStamps(root) }
}

const isRecord = (path: string) => path === `${CACHE_FOLDER}/${UNCHANGED_FILE}`

/** Writes the record of a build complete in `buildDir`, from its settings and input stamps taken when it started. */
export function writeUnchangedRecord(buildDir: string, start: BuildStart, routePages: number, pages: number): void {
  const record: UnchangedRecord = {
    version: RECORD_VERSION,
    ...start,
    outputs: takeStamps(buildDir, ['.'], isRecord),
    routePages,
    pages,
  }
  writeCheckedJson(join(buildDir, CACHE_FOLDER, UNCHANGED_FILE), record)
}

/**
 * Whether a file of the last build in `buildDir` (path below it) is as that build wrote it, by its stamp: then the
 * hash its manifest recorded holds without reading the file. Answers false for every file when there is no record
 * that can be trusted (the files are then read and hashed). The stamps are compared as this is called: the spare
 * folder emptied afterwards (spareBuildFolder.ts) holds links to the same files, and each unlink changes their
 * change time.
 */
export function writtenAsRecorded(buildDir: string): (path: string) => boolean {
  const reading = handedOver?.buildDir === buildDir ? handedOver.reading : readRecord(join(buildDir, CACHE_FOLDER, UNCHANGED_FILE))
  handedOver = undefined
  if (!reading.ok) return () => false
  const asRecorded = new Set<string>()
  for (const [path, stamp] of Object.entries(reading.record.outputs)) if (stamp === fileStamp(join(buildDir, path))) asRecorded.add(path)
  return (path) => asRecorded.has(path)
}

type RecordReading = { ok: true; record: UnchangedRecord } | { ok: false; reason: string; untrusted?: boolean }

function readRecord(file: string): RecordReading {
  const reading = readCheckedJson<UnchangedRecord>(file)
  if (!reading.ok) {
    if (reading.problem === 'missing') return { ok: false, reason: 'no record of the last build' }
    const what = {
      corrupt: 'is not JSON (corrupt)',
      edited: 'does not match its checksum (corrupt or edited by hand)',
      otherFormat: 'is from another version',
    }[reading.problem]
    return { ok: false, reason: `${CACHE_FOLDER}/${UNCHANGED_FILE} ${what}`, untrusted: true }
  }
  const record = reading.value
  if (record.version !== RECORD_VERSION)
    return { ok: false, reason: `${CACHE_FOLDER}/${UNCHANGED_FILE} is from another version`, untrusted: true }
  return { ok: true, record }
}

export type UnchangedVerdict =
  | { unchanged: true; record: UnchangedRecord }
  /** `untrusted`: the record itself is wrong (corrupt, another version, edited), said as such. */
  | { unchanged: false; reason: string; untrusted?: boolean }

/**
 * What the check found, handed to the build it runs next in the same process (tools/buildIfChanged.ts, then
 * tools/build.ts): the settings, the input stamps and the record are then not taken twice (a `git status`, 6,000
 * stats and a 2.5 MB record). Taken once, by the first build that asks for the same repository and folder.
 */
let handedOver: { root: string; buildDir: string; start: BuildStart; reading: RecordReading } | undefined

/** The settings and input stamps a build records, taken before it reads any input. */
export interface BuildStart {
  settings: string
  inputs: Stamps
}

/**
 * Whether the build of `root` into `buildDir` with these arguments and settings would write what is there already.
 * `handOver`: the build that follows in this process takes what was found (buildStart, writtenAsRecorded).
 */
export function unchangedSinceLastBuild(
  root: string,
  buildDir: string,
  args: readonly string[],
  env: NodeJS.ProcessEnv,
  { handOver = false } = {},
): UnchangedVerdict {
  const reading = readRecord(join(buildDir, CACHE_FOLDER, UNCHANGED_FILE))
  const start = { settings: settingsKey(root, args, env), inputs: inputStamps(root) }
  if (handOver) handedOver = { root, buildDir, start, reading }
  if (!reading.ok) return { unchanged: false, reason: reading.reason, ...(reading.untrusted ? { untrusted: true } : {}) }
  const { record } = reading
  if (record.settings !== start.settings)
    return { unchanged: false, reason: 'the arguments, the settings, the day or the git state changed' }
  const input = firstChangedStamp(record.inputs, start.inputs)
  if (input !== undefined) return { unchanged: false, reason: `${input} changed` }
  const output = firstChangedStamp(record.outputs, takeStamps(buildDir, ['.'], isRecord))
  if (output !== undefined) return { unchanged: false, reason: `the last build's ${output} is not as it was written` }
  return { unchanged: true, record }
}
