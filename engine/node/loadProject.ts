import { existsSync, readdirSync, readFileSync } from 'node:fs'
import type { Problem } from '../shared/problem.ts'
import type { DomainDocument } from '../shared/types/domain.gen.ts'
import type { FooterDocument } from '../shared/types/footer.gen.ts'
import type { LayoutDocument } from '../shared/types/layout.gen.ts'
import type { MarketDocument } from '../shared/types/market.gen.ts'
import type { NavigationDocument } from '../shared/types/navigation.gen.ts'
import type { PageDocument } from '../shared/types/page.gen.ts'
import type { SiteDocument } from '../shared/types/site.gen.ts'
import { DOCUMENT_FOLDERS, documentName, kindOfFile, type DocumentKind } from './documentKinds.ts'
import { parseJsonSource, type JsonSource } from './jsonSource.ts'
import { fromRepo } from './repoRoot.ts'

export interface LoadedDocument<T> {
  name: string
  source: JsonSource
  data: T
}

/** Every document of the repository, parsed; problems holds syntax errors only (schemas come next). */
export interface Project {
  site?: LoadedDocument<SiteDocument>
  markets: Map<string, LoadedDocument<MarketDocument>>
  pages: Map<string, LoadedDocument<PageDocument>>
  layouts: Map<string, LoadedDocument<LayoutDocument>>
  navigations: Map<string, LoadedDocument<NavigationDocument>>
  footers: Map<string, LoadedDocument<FooterDocument>>
  domains: Map<string, LoadedDocument<DomainDocument>>
  /** Locale ("de-DE") to its parsed translations bundle. */
  bundles: Map<string, LoadedDocument<Record<string, unknown>>>
  /** Every parsed document by repository-relative path, with its kind. */
  documents: Map<string, { kind: DocumentKind; source: JsonSource }>
  problems: Problem[]
}

export function listDocumentFiles(): string[] {
  const files = existsSync(fromRepo('site.json')) ? ['site.json'] : []
  for (const folder of DOCUMENT_FOLDERS) {
    if (!existsSync(fromRepo(folder))) continue
    for (const name of readdirSync(fromRepo(folder)).sort()) {
      if (name.endsWith('.json')) files.push(`${folder}/${name}`)
    }
  }
  return files
}

export function listBundleFiles(): string[] {
  if (!existsSync(fromRepo('locales'))) return []
  return readdirSync(fromRepo('locales'))
    .sort()
    .filter((locale) => existsSync(fromRepo(`locales/${locale}/translations.json`)))
    .map((locale) => `locales/${locale}/translations.json`)
}

/** Reads a file from disk; `overrides` lets the dev server and tests supply unsaved text. */
export function loadProject(readText: (file: string) => string = (file) => readFileSync(fromRepo(file), 'utf8')): Project {
  const project: Project = {
    markets: new Map(),
    pages: new Map(),
    layouts: new Map(),
    navigations: new Map(),
    footers: new Map(),
    domains: new Map(),
    bundles: new Map(),
    documents: new Map(),
    problems: [],
  }
  for (const file of listDocumentFiles()) {
    const kind = kindOfFile(file)!
    const { source, problems } = parseJsonSource(file, readText(file))
    project.problems.push(...problems)
    if (source.data === undefined) continue
    project.documents.set(file, { kind, source })
    const loaded = { name: documentName(file), source, data: source.data as never }
    if (kind === 'site') project.site = loaded
    else if (kind === 'market') project.markets.set(loaded.name, loaded)
    else if (kind === 'layout') project.layouts.set(loaded.name, loaded)
    else if (kind === 'navigation') project.navigations.set(loaded.name, loaded)
    else if (kind === 'footer') project.footers.set(loaded.name, loaded)
    else if (kind === 'domain') project.domains.set(loaded.name, loaded)
    else if (kind === 'page') {
      const id = typeof (source.data as PageDocument).id === 'string' ? (source.data as PageDocument).id : loaded.name
      project.pages.set(id, loaded)
    }
  }
  for (const file of listBundleFiles()) {
    const { source, problems } = parseJsonSource(file, readText(file))
    project.problems.push(...problems)
    if (source.data !== undefined) project.bundles.set(file.split('/')[1], { name: file.split('/')[1], source, data: source.data as Record<string, unknown> })
  }
  return project
}
