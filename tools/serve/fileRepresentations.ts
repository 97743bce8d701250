/**
 * Which bytes of a built file to send: the brotli or gzip file the build wrote beside it when the client accepts
 * it (engine/node/delivery/acceptEncoding.ts), and the strong ETag of that representation. The hash of each file
 * is computed once and kept while the file's size and modification time stay the same.
 */
import { existsSync, readFileSync, statSync } from 'node:fs'
import { CODING_EXTENSIONS, negotiateEncoding, type ContentCoding, type Encoding } from '../../engine/node/delivery/acceptEncoding.ts'
import { entityTag } from '../../engine/node/delivery/entityTag.ts'

export interface Representation {
  /** The file whose bytes are sent (the original or its .br / .gz). */
  path: string
  encoding: Encoding
  etag: string
  size: number
}

interface Known {
  size: number
  mtimeMs: number
  /** ETag of each available encoding. */
  tags: Map<Encoding, string>
}

const CODINGS = Object.keys(CODING_EXTENSIONS) as ContentCoding[]

export function createRepresentations() {
  const known = new Map<string, Known>()

  function describeFile(file: string): Known {
    const stat = statSync(file)
    const cached = known.get(file)
    if (cached && cached.size === stat.size && cached.mtimeMs === stat.mtimeMs) return cached
    // Reads the file (EISDIR and the like throw here, and the server answers 500).
    const content = readFileSync(file)
    const tags = new Map<Encoding, string>([['identity', entityTag(content, 'identity')]])
    for (const coding of CODINGS) if (existsSync(file + CODING_EXTENSIONS[coding])) tags.set(coding, entityTag(content, coding))
    const entry = { size: stat.size, mtimeMs: stat.mtimeMs, tags }
    known.set(file, entry)
    return entry
  }

  return function representationOf(file: string, acceptEncoding: string | undefined): Representation {
    const { tags } = describeFile(file)
    const encoding = negotiateEncoding(
      acceptEncoding,
      CODINGS.filter((coding) => tags.has(coding)),
    )
    const path = encoding === 'identity' ? file : file + CODING_EXTENSIONS[encoding]
    return { path, encoding, etag: tags.get(encoding)!, size: statSync(path).size }
  }
}
