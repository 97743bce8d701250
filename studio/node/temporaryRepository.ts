/**
 * For the studio's tests: a copy of the repository's documents (site.json, the document folders, locales/ and the
 * images they name) in a temp folder, so an edit test writes there and never into the repository. Schemas, blocks
 * and sources stay in the repository (validateProject's engineRoot).
 */
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { WATCHED_PATHS } from '../../engine/model/documentKinds.ts'
import { REPO_ROOT } from '../../engine/node/repoRoot.ts'

export interface TemporaryRepository {
  root: string
  remove: () => void
}

export function temporaryRepository(): TemporaryRepository {
  const root = mkdtempSync(join(tmpdir(), 'studio-'))
  for (const path of [...WATCHED_PATHS, 'public/images']) {
    if (existsSync(join(REPO_ROOT, path))) cpSync(join(REPO_ROOT, path), join(root, path), { recursive: true })
  }
  return { root, remove: () => rmSync(root, { recursive: true, force: true }) }
}
