/**
 * Which bytes of a built file to send: the brotli or gzip variant the build wrote for it (in the folder beside the
 * client folder: engine/node/delivery/variantFile.ts) when the client accepts it
 * (engine/node/delivery/acceptEncoding.ts), and the strong ETag of that representation. The hash of each file
 * is computed once and kept while the file's size and modification time stay the same.
 */
import { existsSync, readFileSync, statSync } from 'node:fs'
import { CODING_EXTENSIONS, negotiateEncoding, type ContentCoding, type Encoding } from '../../engine/node/delivery/acceptEncoding.ts'
import { entityTag } from '../../engine/node/delivery/entityTag.ts'
import { variantFile } from '../../engine/node/delivery/variantFile.ts'

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

/** `root`: the client folder the files are in (its variants are in the folder beside it). */
export function createRepresentations(root: string) {
  const known = new Map<string, Known>()

  function describeFile(file: string): Known {
    const stat = statSync(file)
    const cached = known.get(file)
    if (cached && cached.size === stat.size && cached.mtimeMs === stat.mtimeMs) return cached
    // Reads the file (EISDIR and the like throw here, and the server answers 500).
    const content = readFileSync(file)
    const tags = new Map<Encoding, string>([['identity', entityTag(content, 'identity')]])
    for (const coding of CODINGS) if (existsSync(variantFile(root, file, coding))) tags.set(coding, entityTag(content, coding))
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
    const path = encoding === 'identity' ? file : variantFile(root, file, encoding)
    return { path, encoding, etag: tags.get(encoding)!, size: statSync(path).size }
  }
}
