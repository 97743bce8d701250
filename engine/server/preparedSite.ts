import { UsageError } from '../shared/assert.ts'
import { formatProblem, type Problem } from '../shared/problem.ts'
import type { SiteIndex } from '../model/siteIndex.ts'
import type { BlockDataByRoute } from '../model/blockDataByRoute.ts'

/**
 * What every page is rendered from: the validated site with its generated routes and what the data stage loaded for
 * their blocks, as the build (tools/build.ts) or the dev server (tools/vite/pagesPlugin.ts) prepared it; or, on the
 * dev server only, the problems that kept it from being prepared (the browser shows them).
 * Handed to the renderer as an argument (engine/server/renderPage.ts): no module or global state between them.
 */
export type PreparedSite = ReadySite | { problems: Problem[] }

export interface ReadySite {
  site: SiteIndex
  blockData: BlockDataByRoute
}

/** The documents do not validate or their data did not load: an author's mistake, shown as one. */
export class DocumentsInvalid extends UsageError {
  constructor(readonly problems: Problem[]) {
    super(
      `The documents have errors:\n${problems
        .filter((p) => p.severity === 'error')
        .map(formatProblem)
        .join('\n')}`,
    )
  }
}
