/**
 * The validation of the documents as they are on disk, kept while no document, bundle or schema changed: the site map
 * and every document the studio opens need it, and a run takes about a second. A change is seen by the files' sizes
 * and modification times, so an editor's save counts as much as the studio's. Edits validate afresh (editDocument.ts).
 */
import { statSync } from 'node:fs'
import { join } from 'node:path'
import { listBundleFiles, listDocumentFiles } from '../../engine/node/load/loadProject.ts'
import { REPO_ROOT } from '../../engine/node/repoRoot.ts'
import { listSchemaFiles } from '../../engine/node/validate/schemaRegistry.ts'
import { type ValidationResult, validateProject } from '../../engine/node/validate/validateProject.ts'

const kept = new Map<string, { stamp: string; result: ValidationResult }>()

export function validationOnDisk(root: string, engineRoot: string = REPO_ROOT): ValidationResult {
  const stamp = stampOf(root, engineRoot)
  const key = `${root}\0${engineRoot}`
  const cached = kept.get(key)
  if (cached?.stamp === stamp) return cached.result
  const result = validateProject(undefined, { root, engineRoot })
  kept.set(key, { stamp, result })
  return result
}

function stampOf(root: string, engineRoot: string): string {
  const stat = (path: string) => {
    try {
      const { size, mtimeMs } = statSync(path)
      return `${size}:${mtimeMs}`
    } catch {
      return 'missing'
    }
  }
  const documents = [...listDocumentFiles(root), ...listBundleFiles(root), 'public/images'].map(
    (file) => `${file}=${stat(join(root, file))}`,
  )
  const schemas = listSchemaFiles(engineRoot).map((file) => `${file}=${stat(join(engineRoot, file))}`)
  return [...documents, ...schemas].join('\n')
}
