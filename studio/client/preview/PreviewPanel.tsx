/** The middle column: the opened page at a device width, or the same page side by side in up to four markets. */
import type { ExplainedPage, SiteMap } from '../../shared/studioApi.ts'
import { type StudioView, WIDTHS } from '../state/studioView.ts'
import { ComparePicker } from './ComparePicker.tsx'
import { PreviewFrame } from './PreviewFrame.tsx'
import { previewAddress, routeIn } from './previewAddress.ts'
import { WidthPicker } from './WidthPicker.tsx'

interface Props {
  site?: SiteMap
  explained?: ExplainedPage
  view: StudioView
  onChange: (change: Partial<StudioView>) => void
  /** Bumped to reload the frames (after a save). */
  revision: number
  /** The explanation cannot come (its endpoint is not in this studio yet): preview the route's plain page. */
  explainMissing: boolean
}

export function PreviewPanel({ site, explained, view, onChange, revision, explainMissing }: Props) {
  const page = site?.pages.find((candidate) => candidate.id === view.page)
  const comparing = view.compare.length > 0
  const marketsOfPage = [...new Set(page?.routes.map((route) => route.market) ?? [])]
  const width = WIDTHS[view.width]
  const openedRoute = page && view.market ? routeIn(page, view.market, view.language) : undefined
  return (
    <section className="panel preview" aria-label="Preview">
      <div className="toolbar">
        <WidthPicker width={view.width} onChange={(chosen) => onChange({ width: chosen })} />
        <label className="inline">
          <input
            type="checkbox"
            checked={comparing}
            onChange={() =>
              onChange({
                compare: comparing
                  ? []
                  : [...new Set([view.market, ...marketsOfPage])].filter((code): code is string => !!code).slice(0, 2),
              })
            }
          />
          Compare markets
        </label>
      </div>
      {comparing && <ComparePicker markets={marketsOfPage} chosen={view.compare} onChange={(compare) => onChange({ compare })} />}
      {!page || !view.market ? (
        <p className="muted">Choose a page, a market and a language to preview it.</p>
      ) : comparing ? (
        <div className="frames" style={{ gridTemplateColumns: `repeat(${view.compare.length}, minmax(0, 1fr))` }}>
          {view.compare.map((market) => {
            const route = routeIn(page, market, view.language)
            return route ? (
              <figure key={market} className="compared">
                <figcaption>
                  {market}: {route.path}
                </figcaption>
                <PreviewFrame key={revision} src={previewAddress(route, explained)} width={width} address={route.path} />
              </figure>
            ) : (
              <p key={market}>{market} does not build this page.</p>
            )
          })}
        </div>
      ) : explained ? (
        <PreviewFrame
          key={revision}
          src={explained.previewUrl}
          width={width}
          address={explained.path}
          selectedPlace={view.block}
          onSelectPlace={(block) => onChange({ block })}
        />
      ) : explainMissing && openedRoute ? (
        <PreviewFrame key={revision} src={openedRoute.path} width={width} address={openedRoute.path} />
      ) : (
        <p className="muted">Loading the page…</p>
      )}
    </section>
  )
}
