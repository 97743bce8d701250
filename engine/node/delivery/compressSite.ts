/**
 * After the build: a brotli (.br) and a gzip (.gz) variant of every text file of the client folder, kept outside it
 * in the variants folder (variantFile.ts: dist/compressed/), so a server or CDN sends them as they are instead of
 * compressing on every request (`npm run serve` negotiates them: engine/node/delivery/acceptEncoding.ts). A variant
 * is written only when it is smaller than the file.
 */
import { createHash } from 'node:crypto'
import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip, type BrotliOptions, type ZlibOptions } from 'node:zlib'
import { siteFiles } from './siteFiles.ts'
import { variantFile } from './variantFile.ts'

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

export const COMPRESSIBLE = /\.(html|js|mjs|css|json|svg|xml|txt|map)$/i
/**
 * Brotli's best quality (11) costs about 18 ms per page: 100 s for the site's 5,600 pages, and 10 s for a 29 MB
 * sitemap. Quality 5 compresses the pages (20 KB each) as small as quality 6 did (21.0 % of their size) in 0.54
 * instead of 0.74 ms, and gzip level 6 as small as level 9 (23.1 against 23.0 %) in two thirds of the time; the few
 * small assets that every visitor downloads (scripts, stylesheets) get brotli 11 and gzip 9.
 */
const FAST_QUALITY = 5
const BEST_QUALITY = 11
const FAST_GZIP_LEVEL = 6
const BEST_GZIP_LEVEL = 9
const BEST_QUALITY_MAX_BYTES = 512 * 1024
/** The compressions run on libuv's thread pool; more at once only queue. */
const CONCURRENCY = 8

/**
 * Where the build keeps variants by content (tools/transformCache/contentStore.ts): brotli 11 of the scripts and
 * stylesheets is most of the compression step, and the same each build while they do not change.
 */
export interface VariantStore {
  get(key: string): Buffer | undefined
  put(key: string, value: Buffer): void
}

export interface CompressionFigures {
  files: number
  bytes: number
  brotliBytes: number
  gzipBytes: number
}

/**
 * Every text file of the client folder (`files`, when the caller listed them already) but those written with
 * their variants already (`writeWithVariants`: the pages, compressed by the processes that rendered them); those
 * are counted from their files.
 */
export async function compressSite(
  clientDir: string,
  options: { precompressed?: ReadonlySet<string>; files?: readonly string[]; variantStore?: VariantStore } = {},
): Promise<CompressionFigures> {
  const files = options.files ?? siteFiles(clientDir, COMPRESSIBLE)
  const precompressed = options.precompressed ?? new Set<string>()
  const figures = await compressFiles(
    clientDir,
    files.filter((file) => !precompressed.has(file)),
    options.variantStore,
  )
  const size = (file: string) => statSync(file, { throwIfNoEntry: false })?.size
  for (const file of files.filter((name) => precompressed.has(name))) {
    const path = join(clientDir, file)
    const bytes = size(path) ?? 0
    figures.files++
    figures.bytes += bytes
    figures.brotliBytes += size(variantFile(clientDir, path, 'br')) ?? bytes
    figures.gzipBytes += size(variantFile(clientDir, path, 'gzip')) ?? bytes
  }
  return figures
}

/** The variants of some files of the client folder (paths relative to it), such as a sitemap written anew. */
export async function compressFiles(clientDir: string, files: readonly string[], store?: VariantStore): Promise<CompressionFigures> {
  const figures: CompressionFigures = { files: files.length, bytes: 0, brotliBytes: 0, gzipBytes: 0 }
  let next = 0
  const worker = async () => {
    while (next < files.length) {
      const file = join(clientDir, files[next++])
      const content = readFileSync(file)
      const settings = settingsFor(file, content)
      const [br, gz] = await variantsOf(content, settings, store)
      figures.bytes += content.length
      figures.brotliBytes += Math.min(br.length, content.length)
      figures.gzipBytes += Math.min(gz.length, content.length)
      writeVariants(clientDir, file, content, br, gz)
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker))
  return figures
}

/**
 * One file of the client folder written with its variants: for a process that renders pages, so each is compressed
 * from memory while it is at hand instead of read back after the build. The file is written at once; the variants are
 * compressed on libuv's threads, beside the caller's rendering of the next pages, and written when the promise resolves.
 */
export async function writeWithVariants(clientDir: string, file: string, text: string): Promise<void> {
  const content = Buffer.from(text)
  writeFileSync(file, content)
  const settings = settingsFor(file, content)
  const [br, gz] = await Promise.all([brotli(content, settings.brotli), gzipAsync(content, settings.gzip)])
  writeVariants(clientDir, file, content, br, gz)
}

/** Both variants of `content`, from the store when it kept them (keyed by the content and the settings). */
async function variantsOf(
  content: Buffer,
  settings: { brotli: BrotliOptions; gzip: ZlibOptions },
  store: VariantStore | undefined,
): Promise<[Buffer, Buffer]> {
  const key = store && createHash('sha256').update(JSON.stringify(settings)).update('\u0000').update(content).digest('hex')
  const kept = key ? store?.get(key) : undefined
  // Kept as the brotli variant's length (4 bytes), the brotli variant, then the gzip variant.
  if (kept && kept.length >= 4 && kept.readUInt32BE(0) <= kept.length - 4)
    return [kept.subarray(4, 4 + kept.readUInt32BE(0)), kept.subarray(4 + kept.readUInt32BE(0))]
  const [br, gz] = await Promise.all([brotli(content, settings.brotli), gzipAsync(content, settings.gzip)])
  if (key) {
    const length = Buffer.alloc(4)
    length.writeUInt32BE(br.length)
    store?.put(key, Buffer.concat([length, br, gz]))
  }
  return [br, gz]
}

function settingsFor(file: string, content: Buffer): { brotli: BrotliOptions; gzip: ZlibOptions } {
  const fast = file.endsWith('.html') || content.length > BEST_QUALITY_MAX_BYTES
  return {
    brotli: {
      params: { [constants.BROTLI_PARAM_QUALITY]: fast ? FAST_QUALITY : BEST_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
    },
    gzip: { level: fast ? FAST_GZIP_LEVEL : BEST_GZIP_LEVEL },
  }
}

/** Writes the variants that are smaller than the file (a browser gets the file itself otherwise). */
function writeVariants(clientDir: string, file: string, content: Buffer, br: Buffer, gz: Buffer): void {
  const brFile = variantFile(clientDir, file, 'br')
  // Both variants share the folder; it is made once per file (a no-op when it is there).
  mkdirSync(dirname(brFile), { recursive: true })
  if (br.length < content.length) writeFileSync(brFile, br)
  if (gz.length < content.length) writeFileSync(variantFile(clientDir, file, 'gzip'), gz)
}
