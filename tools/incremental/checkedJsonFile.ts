/**
 * A JSON file of the build cache with the sha256 of its JSON text on the first line: reading checks the bytes as
 * they are, without turning the value back into text (the manifest of a whole build is 17 MB: stringifying it again to
 * check it, and twice to write it, took about half a second of every build).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { sha256 } from './fileHashes.ts'

const PREFIX = 'sha256:'

export type CheckedJsonReading<T> =
  | { ok: true; value: T }
  /**
   * missing: no file; corrupt: not JSON; edited: the text is not the one its checksum was made of; otherFormat: JSON
   * without the checksum line (written by an earlier version of the build).
   */
  | { ok: false; problem: 'missing' | 'corrupt' | 'edited' | 'otherFormat' }

export function writeCheckedJson(file: string, value: unknown): void {
  // Encoded once: the checksum is of these bytes, which are written as they are.
  const body = Buffer.from(JSON.stringify(value))
  writeFileSync(file, Buffer.concat([Buffer.from(`${PREFIX}${sha256(body)}\n`), body]))
}

export function readCheckedJson<T>(file: string): CheckedJsonReading<T> {
  if (!existsSync(file)) return { ok: false, problem: 'missing' }
  const bytes = readFileSync(file)
  const lineEnd = bytes.indexOf(10)
  const head = lineEnd < 0 ? '' : bytes.toString('utf8', 0, lineEnd)
  if (!head.startsWith(PREFIX)) return { ok: false, problem: parses(bytes.toString('utf8')) ? 'otherFormat' : 'corrupt' }
  const body = bytes.subarray(lineEnd + 1)
  const text = body.toString('utf8')
  // The bytes as they are (the writer hashed the same bytes): no second encoding of a 17 MB text. A file cut short is
  // corrupt rather than edited.
  if (head.slice(PREFIX.length) !== sha256(body)) return { ok: false, problem: parses(text) ? 'edited' : 'corrupt' }
  try {
    return { ok: true, value: JSON.parse(text) as T }
  } catch {
    return { ok: false, problem: 'corrupt' }
  }
}

function parses(text: string): boolean {
  try {
    JSON.parse(text)
    return true
  } catch {
    return false
  }
}
