/**
 * The pages the dev server has rendered, with what each was made from (the same record a build keeps,
 * tools/incremental/pageInputs.ts: its documents, bundles, content files and placed blocks), so that a saved file
 * reloads only the open pages it affects — the URLs `npm run impact` would list for it (affectedUrls.ts).
 */
import type { ReadySite } from '../../engine/server/preparedSite.ts'
import { affectedUrls } from '../incremental/affectedUrls.ts'
import type { PageRecord } from '../incremental/buildCache.ts'
import { pageInputsOf } from '../incremental/pageInputs.ts'

/** The custom HMR event the dev server sends, with the URLs a change affects (pageReloadsClient.ts listens). */
export const PAGES_CHANGED_EVENT = 'site:pages-changed'

export interface PagesChanged {
  urls: string[]
}

export interface RenderedPages {
  /** Notes that `path` was rendered from `prepared` (a path no route answers, such as a 404, is not noted). */
  note(prepared: ReadySite, path: string): void
  /** The rendered URLs the changed repository files affect. */
  affectedBy(files: readonly string[]): string[]
  /** Every rendered URL. */
  all(): string[]
}

export function renderedPages(): RenderedPages {
  const pages: Record<string, PageRecord> = {}
  return {
    note({ site, blockData }, path) {
      const route = site.byPath.get(path)
      if (!route) return
      // Nothing is hashed here: only the files and the blocks are read (affectedUrls.ts).
      const inputs = pageInputsOf(site, [route], blockData, () => '', '').get(path)
      if (!inputs) return
      pages[path] = { file: '', output: '', css: [], texts: null, textsHash: '', ...inputs }
    },
    affectedBy(files) {
      return affectedUrls({ pages }, files).urls
    },
    all: () => Object.keys(pages).sort(),
  }
}
