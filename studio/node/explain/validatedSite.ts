import { validateProject, type ValidationResult } from '../../../engine/node/validate/validateProject.ts'
import type { SiteIndex } from '../../../engine/model/siteIndex.ts'
import type { StudioAnswer } from '../studioRoute.ts'

export type ValidatedSite = ValidationResult & { index: SiteIndex }

/**
 * The documents as they are on disk, validated: read afresh for every request (well under a second), so an answer
 * never shows a file as it was before an edit. Without a site (the documents have errors) the answer is 422 with
 * the problems, as `npm run explain` refuses then.
 */
export function validatedSite(root: string): ValidatedSite | StudioAnswer {
  const result = validateProject(undefined, { root })
  if (!result.index) return { status: 422, body: { message: 'Fix the document errors first.', problems: result.problems } }
  return result as ValidatedSite
}

export function isAnswer(value: ValidatedSite | StudioAnswer): value is StudioAnswer {
  return 'status' in value
}
