import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { REPO_ROOT } from '../repoRoot.ts'
import { generatedHeader } from './generatedHeader.ts'

export const PAGE_IDS_FILE = 'engine/shared/pageIds.gen.ts'

export interface PageIdEntry {
  id: string
  /** The page is generated from a route source ("generate": { "from": … }): its links carry an item key. */
  generated: boolean
}

/**
 * The page ids of pages/*.json under `root`, sorted. A page that does not parse counts under its file name, as
 * loadProject counts it: validation reports its syntax, and the code that links to it keeps type-checking.
 */
export function listPageIds(root: string = REPO_ROOT): PageIdEntry[] {
  const folder = join(root, 'pages')
  if (!existsSync(folder)) return []
  const entries = new Map<string, PageIdEntry>()
  for (const name of readdirSync(folder)
    .filter((file) => file.endsWith('.json'))
    .sort()) {
    let data: { id?: unknown; generate?: unknown } = {}
    try {
      data = JSON.parse(readFileSync(join(folder, name), 'utf8')) ?? {}
    } catch {}
    const id = typeof data.id === 'string' ? data.id : name.slice(0, -'.json'.length)
    entries.set(id, { id, generated: typeof data.generate === 'object' && data.generate !== null })
  }
  return [...entries.values()].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
}

const union = (ids: string[]) => (ids.length === 0 ? 'never' : ids.map((id) => `\n  | '${id}'`).join(''))

/** engine/shared/pageIds.gen.ts: the page ids as types, so that a "page:" link in code names a page that exists. */
export function pageIdsText(root: string = REPO_ROOT): string {
  const pages = listPageIds(root)
  return `${generatedHeader(['pages/*.json'])}

/** The id of a page document (pages/<id>.json). */
export type PageId =${union(pages.map((page) => page.id))}

/** The pages generated from a route source ("generate": { "from": … }): one page per item, linked as "page:<id>/<item key>". */
export type GeneratedPageId =${union(pages.filter((page) => page.generated).map((page) => page.id))}

/** The key of a page in a links map: "page:start"; a generated page has one per item: "page:branch/de-muc-airport". */
export type PageLinkKey = \`page:\${Exclude<PageId, GeneratedPageId>}\` | \`page:\${GeneratedPageId}/\${string}\`

/** A link to a page of the site as code writes it: a links-map key, optionally with an anchor ("page:faq#payment"). */
export type PageLink = PageLinkKey | \`\${PageLinkKey}#\${string}\`
`
}
