import type { Problem } from '../shared/problem.ts'
import type { DomainDocument } from '../shared/types/domain.gen.ts'
import type { FooterDocument } from '../shared/types/footer.gen.ts'
import type { LayoutDocument } from '../shared/types/layout.gen.ts'
import type { MarketDocument } from '../shared/types/market.gen.ts'
import type { NavigationDocument } from '../shared/types/navigation.gen.ts'
import type { PageDocument } from '../shared/types/page.gen.ts'
import type { SiteDocument } from '../shared/types/site.gen.ts'
import type { DocumentKind } from './documentKinds.ts'
import type { JsonSource } from './jsonSource.ts'

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
