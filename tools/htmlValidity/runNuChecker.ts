/**
 * The W3C Nu HTML Checker (vnu-jar, https://validator.github.io/validator/#usage) over many files in one JVM: starting
 * Java costs about a second, so the files go in one call. Only errors are returned; warnings are advice.
 */
import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { fromRepo } from '../../engine/node/repoRoot.ts'

export interface NuError {
  file: string
  line: number
  column: number
  message: string
  extract: string
}

const VNU_JAR = fromRepo('node_modules/vnu-jar/build/dist/vnu.jar')

interface NuMessage {
  type: string
  subType?: string
  url?: string
  lastLine?: number
  firstColumn?: number
  lastColumn?: number
  message: string
  extract?: string
}

/** The errors the checker finds in the files (absolute paths), with file, line, column and its message. */
export function runNuChecker(files: string[]): NuError[] {
  if (files.length === 0) return []
  const result = spawnSync('java', ['-Xss1m', '-jar', VNU_JAR, '--format', 'json', '--errors-only', '--exit-zero-always', ...files], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
  if (result.error) throw new Error(`The Nu HTML Checker did not start (java -jar ${VNU_JAR}): ${result.error.message}`)
  // vnu writes its JSON report to stderr.
  const report = result.stderr.trim()
  if (!report.startsWith('{'))
    throw new Error(`The Nu HTML Checker did not answer with JSON (exit ${result.status}): ${report.slice(0, 500)}`)
  const messages = (JSON.parse(report) as { messages: NuMessage[] }).messages
  return messages
    .filter((message) => message.type === 'error' || (message.type === 'non-document-error' && message.subType !== 'internal'))
    .map((message) => ({
      file: message.url?.startsWith('file:') ? fileURLToPath(message.url) : (message.url ?? '?'),
      line: message.lastLine ?? 0,
      column: message.firstColumn ?? message.lastColumn ?? 0,
      message: message.message,
      extract: (message.extract ?? '').replace(/\s+/g, ' ').trim(),
    }))
}
