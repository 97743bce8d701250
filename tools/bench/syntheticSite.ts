/**
 * A synthetic site for the scale benchmark: the repository's markets, layouts, menus, footers, domains and
 * translations, its real pages, and generated article pages (copies of the airport promotion page, each with
 * its own id and slug, built for every market) until the site has at least the asked number of routes.
 * Written into a temporary folder; the repository is not touched.
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DOCUMENT_FOLDERS } from '../../engine/model/documentKinds.ts'
import { loadProject } from '../../engine/node/load/loadProject.ts'
import { fromRepo } from '../../engine/node/repoRoot.ts'
import { marketCodes, resolveMarket } from '../../engine/node/resolve/resolveMarket.ts'

export interface SyntheticSite {
  root: string
  /** Generated pages (besides the repository's own). */
  generatedPages: number
  remove(): void
}

const TEMPLATE_PAGE = 'pages/airport-promotion.json'

export function writeSyntheticSite(targetRoutes: number, realRoutes: number): SyntheticSite {
  const root = mkdtempSync(join(tmpdir(), 'synthetic-site-'))
  for (const entry of ['site.json', 'locales', ...DOCUMENT_FOLDERS]) cpSync(fromRepo(entry), join(root, entry), { recursive: true })
  // Image references are checked against public/images.
  mkdirSync(join(root, 'public'))
  symlinkSync(fromRepo('public/images'), join(root, 'public/images'))

  // A page with "markets": "*" is built once per market language.
  const project = loadProject(undefined, root)
  const marketLanguages = marketCodes(project).reduce((sum, code) => sum + resolveMarket(project, code).value.languages.length, 0)
  const generatedPages = Math.ceil(Math.max(0, targetRoutes - realRoutes) / marketLanguages)
  const { overrides: _overrides, ...template } = JSON.parse(readFileSync(fromRepo(TEMPLATE_PAGE), 'utf8')) as Record<string, unknown>
  for (let n = 1; n <= generatedPages; n++) {
    const id = `article-${String(n).padStart(5, '0')}`
    writeFileSync(join(root, 'pages', `${id}.json`), JSON.stringify({ ...template, id, slug: `help/${id}` }, null, 2))
  }
  return { root, generatedPages, remove: () => rmSync(root, { recursive: true, force: true }) }
}
