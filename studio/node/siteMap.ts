/**
 * GET /studio/api/site: the site as its documents describe it, for browsing. Built from one validation run of the
 * documents as they are on disk; when they have errors, what can still be listed is listed beside the problems.
 */
import { documentName } from '../../engine/model/documentKinds.ts'
import type { Project } from '../../engine/model/project.ts'
import type { Route } from '../../engine/model/route.ts'
import type { ValidationResult } from '../../engine/node/validate/validateProject.ts'
import type { MarketNode, PageNode, SiteMap } from '../shared/studioApi.ts'

type MarketLanguages = MarketNode['languages']

export function siteMapOf({ project, problems, index }: ValidationResult): SiteMap {
  const routesOf = new Map<string, Route[]>()
  for (const route of [...(index?.routes ?? []), ...(index?.generators ?? [])]) {
    const list = routesOf.get(route.pageId) ?? []
    list.push(route)
    routesOf.set(route.pageId, list)
  }
  const named = (documents: Map<string, { name: string; source: { file: string } }>) =>
    [...documents.values()].map((document) => ({ name: document.name, file: document.source.file }))
  return {
    markets: [...project.markets.entries()].map(([code, document]) => ({
      code,
      file: document.source.file,
      ...(typeof document.data.extends === 'string' ? { extends: document.data.extends } : {}),
      abstract: document.data.abstract === true || code.startsWith('_'),
      languages: languagesOf(project, code),
    })),
    pages: [...project.pages.values()].map(
      (document): PageNode => ({
        id: document.data.id ?? documentName(document.source.file),
        file: document.source.file,
        ...(document.data.generate?.from ? { generatedFrom: document.data.generate.from } : {}),
        routes: (routesOf.get(document.data.id) ?? []).map((route) => ({
          market: route.market,
          language: route.language,
          path: route.path,
        })),
      }),
    ),
    layouts: named(project.layouts),
    menus: named(project.navigations),
    footers: named(project.footers),
    bundles: [...project.bundles.entries()].map(([locale, bundle]) => ({ locale, files: [bundle.source.file] })),
    problems,
  }
}

/** A document that failed its schema may hold anything, even null: its members as far as it has any. */
function membersOf(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {}
}

/** A market's languages are its own, or those of the closest market it extends that names them. */
function languagesOf(project: Project, code: string): MarketLanguages {
  const seen = new Set<string>()
  for (let current: string | undefined = code; current && !seen.has(current); ) {
    seen.add(current)
    const data = membersOf(project.markets.get(current)?.data) as { extends?: string; languages?: MarketLanguages }
    if (Array.isArray(data.languages))
      return data.languages.map(({ language, locale, fallbackLocales }) => ({ language, locale, fallbackLocales: fallbackLocales ?? [] }))
    current = typeof data.extends === 'string' ? data.extends : undefined
  }
  return []
}
