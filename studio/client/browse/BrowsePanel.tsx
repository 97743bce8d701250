/** The left column: the site's documents, and the page, market and language the studio opens. */
import type { SiteMap } from '../../shared/studioApi.ts'
import type { StudioView } from '../state/studioView.ts'
import { DocumentList } from './DocumentList.tsx'
import { MarketTree } from './MarketTree.tsx'
import { PageList } from './PageList.tsx'
import { ProblemList } from './ProblemList.tsx'

interface Props {
  site: SiteMap
  view: StudioView
  onChange: (change: Partial<StudioView>) => void
}

export function BrowsePanel({ site, view, onChange }: Props) {
  const market = site.markets.find((candidate) => candidate.code === view.market)
  return (
    <section className="panel browse" aria-label="Browse">
      {site.problems.length > 0 && (
        <div className="invalid">
          <h2>Invalid on disk</h2>
          <ProblemList problems={site.problems} label="Problems of documents on disk" />
        </div>
      )}
      <h2>Market</h2>
      <MarketTree
        markets={site.markets}
        selected={view.market}
        onSelect={(chosen) => {
          const keeps = chosen.languages.some((entry) => entry.language === view.language)
          onChange({ market: chosen.code, language: keeps ? view.language : chosen.languages[0]?.language, block: undefined })
        }}
      />
      <label className="field">
        Language
        <select value={view.language ?? ''} onChange={(event) => onChange({ language: event.target.value || undefined, block: undefined })}>
          <option value="">Choose…</option>
          {(market?.languages ?? []).map((entry) => (
            <option key={entry.language} value={entry.language}>
              {entry.language} (texts from {[entry.locale, ...entry.fallbackLocales].join(', ')})
            </option>
          ))}
        </select>
      </label>
      <h2>Pages</h2>
      <PageList pages={site.pages} selected={view.page} onSelect={(page) => onChange({ page, block: undefined })} />
      <h2>Documents</h2>
      <DocumentList title="Layouts" items={site.layouts} />
      <DocumentList title="Menus" items={site.menus} />
      <DocumentList title="Footers" items={site.footers} />
      <DocumentList title="Bundles" items={site.bundles.flatMap((bundle) => bundle.files.map((file) => ({ name: bundle.locale, file })))} />
    </section>
  )
}
