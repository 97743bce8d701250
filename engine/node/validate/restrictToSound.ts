import type { Problem } from '../../shared/problem.ts'
import type { LoadedDocument, Project } from '../../model/project.ts'
import { marketChain, marketCodes, resolveMarket } from '../resolve/resolveMarket.ts'

/**
 * The project without the documents that have errors, and without the markets that depend on one (through
 * "extends", navigation, footer or domain). Its pages can be checked as each market sees them while errors
 * elsewhere are still open, so problems do not arrive in rounds. Undefined when site.json itself is unusable.
 */
export function restrictToSound(project: Project, problems: Problem[]): Project | undefined {
  const broken = new Set(problems.filter((problem) => problem.severity === 'error').map((problem) => problem.file))
  if (!project.site || broken.has(project.site.source.file)) return undefined
  const keep = <T>(documents: Map<string, LoadedDocument<T>>) =>
    new Map([...documents].filter(([, document]) => !broken.has(document.source.file)))
  const restricted: Project = {
    ...project,
    pages: keep(project.pages),
    layouts: keep(project.layouts),
    navigations: keep(project.navigations),
    footers: keep(project.footers),
    domains: keep(project.domains),
    bundles: keep(project.bundles),
    markets: keep(project.markets),
  }
  // Until nothing changes: dropping a market (its domain is broken) breaks the markets that extend it, which may
  // have been checked before it (markets/at.json extends de, and "at" comes first).
  let dropped = true
  while (dropped) {
    dropped = false
    for (const code of marketCodes(restricted)) {
      if (isSound(restricted, code)) continue
      restricted.markets.delete(code)
      dropped = true
    }
  }
  return restricted
}

/** Whether a market, every market it extends and the documents it names are all in the restricted project. */
function isSound(restricted: Project, code: string): boolean {
  try {
    if (!marketChain(restricted, code).every((name) => restricted.markets.has(name))) return false
    const market = resolveMarket(restricted, code).value
    return (
      restricted.navigations.has(market.navigation) &&
      restricted.footers.has(market.footer) &&
      (market.domain == null || restricted.domains.has(market.domain))
    )
  } catch {
    return false // an "extends" cycle or a missing base: reported by the market checks
  }
}
