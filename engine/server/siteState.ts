import { UsageError } from '../shared/assert.ts'
import { formatProblem, type Problem } from '../shared/problem.ts'
import type { SiteIndex } from '../node/buildSiteIndex.ts'
import { validateProject } from '../node/validateProject.ts'

/** Thrown while rendering when the documents do not validate; the dev server shows its problems. */
export class DocumentsInvalid extends UsageError {
  constructor(readonly problems: Problem[]) {
    super(`The documents have errors:\n${problems.filter((p) => p.severity === 'error').map(formatProblem).join('\n')}`)
  }
}

const state = globalThis as typeof globalThis & { __documentsGeneration?: number }
let cached: { generation: number; index?: SiteIndex; problems: Problem[] } | undefined

/** Marks the documents as changed (the dev server calls this when a JSON file is saved). */
export function invalidateDocuments(): void {
  state.__documentsGeneration = (state.__documentsGeneration ?? 0) + 1
}

/** The validated site, loaded once and reloaded after invalidateDocuments(). */
export function getSite(): SiteIndex {
  const generation = state.__documentsGeneration ?? 0
  if (!cached || cached.generation !== generation) {
    const { index, problems } = validateProject()
    cached = { generation, index, problems }
  }
  if (!cached.index) throw new DocumentsInvalid(cached.problems)
  return cached.index
}
