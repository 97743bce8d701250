import { existsSync } from 'node:fs'
import { isAbsolute, relative, resolve } from 'node:path'
import { didYouMean, getMostSimilar } from '../../shared/getMostSimilar.ts'
import { listBundleFiles, listDocumentFiles } from '../load/loadProject.ts'
import { REPO_ROOT } from '../repoRoot.ts'

export type ResolvedPaths = { ok: true; paths: string[]; files: string[] } | { ok: false; message: string }

/**
 * Paths typed on the command line as repository-relative documents or folders of documents. A path that does not
 * exist, lies outside the project or holds no document is refused with a "did you mean": validating README.md or
 * markets/nope.json must not print "0 errors" for documents nobody checked.
 */
export function resolveDocumentPaths(typed: string[], cwd = process.cwd()): ResolvedPaths {
  const documents = [...listDocumentFiles(), ...listBundleFiles()]
  const folders = new Set(
    documents.flatMap((file) =>
      file
        .split('/')
        .slice(0, -1)
        .map((_, index, parts) => parts.slice(0, index + 1).join('/')),
    ),
  )
  const paths: string[] = []
  for (const path of typed) {
    const absolute = isAbsolute(path) ? path : resolve(cwd, path)
    const relativePath = relative(REPO_ROOT, absolute).split('\\').join('/')
    if (relativePath.startsWith('../') || relativePath === '..' || isAbsolute(relativePath))
      return { ok: false, message: `${path} is outside the project (${REPO_ROOT}): only its documents are validated` }
    if (relativePath === '') {
      paths.push('')
      continue
    }
    if (documents.includes(relativePath) || folders.has(relativePath)) {
      paths.push(relativePath)
      continue
    }
    const suggestions = getMostSimilar(relativePath, [...documents, ...folders])
    const what = existsSync(absolute) ? 'is not a document the validator checks' : 'does not exist'
    const kinds =
      'documents are site.json, markets/, pages/, layouts/, navigation/, footers/, domains/ and locales/<locale>/translations.json'
    return { ok: false, message: `${path} ${what}${didYouMean(suggestions) || `; ${kinds}`}` }
  }
  const files = documents.filter((file) => paths.some((path) => path === '' || file === path || file.startsWith(`${path}/`)))
  return { ok: true, paths, files }
}
